import type { RJSFSchema } from '@rjsf/utils';
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { newProperty, type Property, propertySchema, savedPropertySchema } from '../../../schemas/property/entity.ts';
import { propertyRowSchema } from '../../../schemas/property/replies.ts';
import { validatorFor } from '../../../src/client/crud/validation/validators.ts';
import { newPropertyUiSchema, propertyUiSchema } from '../../../src/client/resources/properties.ts';
import { SCHEMA_FORMATS } from '../../../src/domain/common/phone.ts';

/** Fastify's ajv as app.ts configures it (its defaults include removeAdditional: true). */
function fastifyAjv() {
  const ajv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    verbose: true,
    formats: SCHEMA_FORMATS,
  });
  ajvFormats(ajv);
  return ajv.compile(propertySchema);
}

const valid = {
  propertyNumber: '301',
  name: 'Harbor View',
  numberOfUnits: 12,
  phoneNumber: '(217) 555-0177',
};

describe('propertySchema and the Property type', () => {
  it('has exactly the fields of the Property type', () => {
    expectTypeOf<keyof Property>().toEqualTypeOf<
      | 'id'
      | 'propertyNumber'
      | 'name'
      | 'numberOfUnits'
      | 'address'
      | 'phoneNumber'
      | 'timeZone'
      | 'isArchived'
      | 'onCallPersonId'
      | 'onCallPhoneNumberFriendlyFormat'
      | 'insurance'
      | 'insurancePolicies'
    >();
    expectTypeOf<Property['onCallPersonId']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Property['insurance']['deductible']>().toEqualTypeOf<number | null | undefined>();
    expect([...savedPropertySchema.required].sort()).toEqual(Object.keys(propertySchema.properties).sort());
    // A list row is the property without its insurance.
    expect(Object.keys(propertyRowSchema.properties).sort()).toEqual(
      Object.keys(propertySchema.properties)
        .filter((key) => !key.startsWith('insurance'))
        .sort(),
    );
  });

  it('uses the spec’s labels', () => {
    const { properties } = propertySchema;
    expect(properties.propertyNumber.title).toBe('Property#');
    expect(properties.numberOfUnits.title).toBe('# of Units');
    expect(properties.isArchived.title).toBe('Archive Property');
    expect(properties.insurance.properties.deductible.title).toBe('Deductible');
  });

  it('orders every field of the form and hides the on-call section for a new property', () => {
    const order = propertyUiSchema['ui:order'] as string[];
    for (const key of Object.keys(propertySchema.properties)) if (key !== 'id') expect(order).toContain(key);
    expect(propertyUiSchema.onCallPhoneNumberFriendlyFormat).toEqual({ 'ui:field': 'onCallNumber' });
    expect(propertyUiSchema.onCallPersonId).toEqual({ 'ui:widget': 'onCallPerson' });
    expect(newPropertyUiSchema.onCallPhoneNumberFriendlyFormat).toEqual({ 'ui:widget': 'hidden' });
    expect(newPropertyUiSchema.onCallPersonId).toEqual({ 'ui:widget': 'hidden' });
  });
});

describe('the server and the browser agree on the same schema', () => {
  const rjsfSchema = propertySchema as unknown as RJSFSchema;
  const browserValid = async (data: Record<string, unknown>) => {
    const validator = await validatorFor({ name: 'properties', schema: propertySchema });
    return validator.validateFormData(data, rjsfSchema).errors.length === 0;
  };

  const cases: { title: string; data: Record<string, unknown>; valid: boolean }[] = [
    { title: 'the required fields only', data: valid, valid: true },
    {
      title: 'every field',
      data: {
        ...valid,
        id: '0f1e2d3c-4b5a-4697-8877-665544332211',
        address: { streetAddress1: '1 Main', city: 'Peoria', state: 'IL', postalCode: '61602' },
        timeZone: 'America/Chicago',
        isArchived: true,
        onCallPersonId: null,
        onCallPhoneNumberFriendlyFormat: '(217) 555-0100',
        insurance: { policyNumber: 'P', contactNumber: '(312) 555-0140', deductible: 2500.5 },
        insurancePolicies: [
          { id: '0f1e2d3c-4b5a-4697-8877-665544332211', policyNumber: null, contactNumber: null, deductible: 0 },
        ],
      },
      valid: true,
    },
    { title: 'an empty deductible', data: { ...valid, insurance: { deductible: null } }, valid: true },
    { title: 'the new-property default (required fields still empty)', data: newProperty(), valid: false },
    { title: 'no phone', data: { ...valid, phoneNumber: '' }, valid: false },
    { title: 'a phone that is not one', data: { ...valid, phoneNumber: '555-12' }, valid: false },
    { title: 'a bad insurance phone', data: { ...valid, insurance: { contactNumber: 'x' } }, valid: false },
    { title: 'fractional units', data: { ...valid, numberOfUnits: 1.5 }, valid: false },
    { title: 'negative units', data: { ...valid, numberOfUnits: -1 }, valid: false },
    { title: 'a negative deductible', data: { ...valid, insurance: { deductible: -1 } }, valid: false },
    { title: 'an on-call person that is not a uuid', data: { ...valid, onCallPersonId: 'bob' }, valid: false },
  ];

  it.each(cases)('$title: valid = $valid on both sides', async ({ data, valid: expected }) => {
    expect(fastifyAjv()(structuredClone(data))).toBe(expected);
    expect(await browserValid(structuredClone(data))).toBe(expected);
  });

  it('quotes the refused phone number on the server', () => {
    const validate = fastifyAjv();
    expect(validate({ ...valid, phoneNumber: 'abc' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/phoneNumber', keyword: 'format', data: 'abc' });
  });
});
