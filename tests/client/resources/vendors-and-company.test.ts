import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Company, companySchema, savedCompanySchema } from '../../../schemas/company.ts';
import { type Vendor, vendorSchema } from '../../../schemas/vendor.ts';
import { newVendorType, type VendorType, vendorTypeEndpoints, vendorTypeSchema } from '../../../schemas/vendor-type.ts';
import { companyUiSchema } from '../../../src/client/resources/company.ts';
import { newVendor, vendorUiSchema } from '../../../src/client/resources/vendors.ts';
import { SCHEMA_FORMATS } from '../../../src/domain/common/phone.ts';
import { COMPANY_TYPES } from '../../../src/domain/company/company.ts';

/** Fastify's ajv as app.ts configures it (its defaults include removeAdditional: true). */
function compile(schema: object) {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true });
  ajvFormats(ajv);
  for (const [name, check] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, check);
  return ajv.compile(schema);
}

const TYPE_ID = '0a6b5c1e-1111-4aaa-8aaa-000000000001';

describe('vendorTypeSchema', () => {
  it('has the fields of the VendorType type and the spec defaults', () => {
    expectTypeOf<keyof VendorType>().toEqualTypeOf<'id' | 'name' | 'active'>();
    expect(newVendorType()).toEqual({ name: 'General Contractor', active: true });
    expect(vendorTypeSchema.properties.active).toMatchObject({ title: 'Active', default: true });
    const validate = compile(vendorTypeSchema);
    const data = { name: 'Roofing' };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({ name: 'Roofing', active: true });
    expect(validate(newVendorType())).toBe(true);
  });
});

describe('vendorSchema', () => {
  const validate = compile(vendorSchema);

  it('has the spec field names', () => {
    expectTypeOf<keyof Vendor>().toEqualTypeOf<
      | 'id'
      | 'name'
      | 'typeId'
      | 'email'
      | 'phone'
      | 'address'
      | 'allPropertiesAssociated'
      | 'propertyAssociations'
      | 'propertyGroupAssociations'
    >();
    expect(vendorSchema.required).toEqual(['name', 'typeId']);
  });

  it('fills the defaults of a minimal vendor', () => {
    const data = { name: 'Acme', typeId: TYPE_ID };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({
      name: 'Acme',
      typeId: TYPE_ID,
      address: {},
      allPropertiesAssociated: false,
      propertyAssociations: [],
      propertyGroupAssociations: [],
    });
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a US phone', { phone: '(217) 555-0101' }, true],
    ['no phone', { phone: null }, true],
    ['a short phone', { phone: '12345' }, false],
    ['a valid e-mail', { email: 'a@b.example' }, true],
    ['no e-mail', { email: null }, true],
    ['a bad e-mail', { email: 'nope' }, false],
    ['association ids', { propertyAssociations: [TYPE_ID], propertyGroupAssociations: [TYPE_ID] }, true],
    ['an association that is not a uuid', { propertyAssociations: ['x'] }, false],
  ])('judges %s', (_title, extra, valid) => {
    expect(validate({ name: 'Acme', typeId: TYPE_ID, ...extra })).toBe(valid);
  });

  it('starts a new vendor without a name or type, so the form cannot be saved until both are there', () => {
    expect(validate(structuredClone(newVendor()))).toBe(false);
    expect(validate({ ...structuredClone(newVendor()), name: 'Acme', typeId: TYPE_ID })).toBe(true);
  });

  it('shows the US-style phone placeholder and offers active types, Disaster Recovery first chosen', () => {
    expect(vendorUiSchema.phone).toMatchObject({ 'ui:widget': 'phone', 'ui:placeholder': '(555) 555-5555' });
    expect(vendorUiSchema.typeId['ui:options']).toMatchObject({
      endpoint: vendorTypeEndpoints.list,
      filter: { active: true },
      defaultLabel: 'Disaster Recovery',
    });
    expect(vendorUiSchema.propertyAssociations['ui:options']).toMatchObject({ allField: 'allPropertiesAssociated' });
  });
});

describe('companySchema', () => {
  const validate = compile(companySchema);

  it("uses the spec's labels and company types", () => {
    expectTypeOf<Company['type']>().toEqualTypeOf<1 | 99>();
    expect(companySchema.properties.name.title).toBe('Company Name');
    expect(companySchema.properties.trackEventManagementReportChanges.title).toBe('Audit Event Manager Report');
    expect(companySchema.properties.type.enum).toEqual([1, 99]);
    expect(companyUiSchema.type['ui:enumNames']).toEqual(['Property Management', 'Other']);
    expect(COMPANY_TYPES.map((type) => type.value)).toEqual(companySchema.properties.type.enum);
    // The saved company always carries every field (empty address lines are left out of `address`).
    expect([...savedCompanySchema.required].sort()).toEqual(Object.keys(companySchema.properties).sort());
  });

  it('fills the defaults and drops fields that are not editable here', () => {
    const data = { name: 'Harbor', features: { routineTasks: true } };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({ name: 'Harbor', type: 1, trackEventManagementReportChanges: false, address: {} });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown type', { name: 'x', type: 2 }],
    ['no name', { type: 1 }],
    ['an empty name', { name: '' }],
  ])('refuses %s', (_title, data) => {
    expect(validate(data)).toBe(false);
  });
});
