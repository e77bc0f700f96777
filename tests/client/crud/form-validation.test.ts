import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldMessage,
  fieldTitle,
  formMessage,
  transformErrors,
  withFormMessages,
} from '../../../src/client/crud/form-messages.ts';
import { precompiledModule } from '../../../src/client/crud/validation/precompile.ts';

/** A schema with the formats the setup entities use: our 'us-phone', ajv-formats' regex and function ones. */
const schemaText = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    phone: { type: 'string', format: 'us-phone' },
    email: { type: 'string', format: 'email' },
    since: { type: 'string', format: 'date' },
    insurance: { type: 'object', properties: { contactNumber: { type: ['string', 'null'], format: 'us-phone' } } },
  },
} as const;
const schema = schemaText as unknown as RJSFSchema;

const validation = path.resolve(import.meta.dirname, '../../../src/client/crud/validation');
let folder: string;
let validator: ReturnType<typeof withFormMessages>;

beforeAll(async () => {
  // The generated module imports '../formats.ts': give it the same neighbourhood as generated/.
  folder = fs.mkdtempSync(path.join(import.meta.dirname, '.validators-'));
  fs.mkdirSync(path.join(folder, 'generated'));
  fs.writeFileSync(
    path.join(folder, 'formats.ts'),
    `export { default } from ${JSON.stringify(pathToFileURL(path.join(validation, 'formats.ts')).href)};\n`,
  );
  const file = path.join(folder, 'generated', 'probe.validator.js');
  fs.writeFileSync(file, precompiledModule('probe', schema));
  const fns = (await import(pathToFileURL(file).href)).default as ValidatorFunctions;
  validator = withFormMessages(createPrecompiledValidator(fns, schema));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const messages = (data: object) =>
  validator.validateFormData(data, schema).errors.map((error) => [error.property, error.message]);

describe('precompiled form validators with formats', () => {
  it('imports the function formats only when the schema uses them', () => {
    expect(precompiledModule('probe', schema)).toContain("import __formats from '../formats.ts';");
    expect(
      precompiledModule('plain', { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }),
    ).not.toContain('import ');
  });

  it('accepts valid data', () => {
    expect(messages({ name: 'A', phone: '(217) 555-0101', email: 'a@b.example', since: '2024-03-07' })).toEqual([]);
    expect(messages({ name: 'A', phone: '', insurance: { contactNumber: null } })).toEqual([]);
  });

  it("says '{value} is not a valid phone number' in the server's words, quoting the value", () => {
    expect(messages({ name: 'A', phone: '555-555-5555', insurance: { contactNumber: 'nope' } })).toEqual([
      ['.phone', '555-555-5555 is not a valid phone number'],
      ['.insurance.contactNumber', 'nope is not a valid phone number'],
    ]);
  });

  it('words the other rules like the server too', () => {
    expect(messages({ name: '', email: 'x', since: '2024-02-30' })).toEqual([
      ['.name', 'is required'],
      ['.email', 'must be a valid e-mail address'],
      ['.since', 'must be a valid date'],
    ]);
  });

  it('keeps a transformErrors the form passes, after our wording', () => {
    const result = validator.validateFormData({ phone: '1' }, schema, undefined, (errors) =>
      errors.map((error) => ({ ...error, message: `[${error.message}]` })),
    );
    expect(result.errors.map((error) => error.message)).toEqual(['[is required]', '[1 is not a valid phone number]']);
  });
});

describe('formMessage', () => {
  it('finds the value an error is about by its property', () => {
    const error = { name: 'format', params: { format: 'us-phone' }, property: '.contact.phone' };
    expect(formMessage(error, { contact: { phone: '12' } })).toBe('12 is not a valid phone number');
    expect(transformErrors([{ ...error, stack: '' }], { contact: { phone: '3' } })[0].message).toBe(
      '3 is not a valid phone number',
    );
  });
});

describe('field messages name the field (issue 9, point 16)', () => {
  const titled = {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      phone: { type: 'string', title: 'Phone' },
      address: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
    },
  };

  it('finds the title of the field an error is about', () => {
    expect(fieldTitle(titled, '.name')).toBe('Name');
    expect(fieldTitle(titled, '.address.city')).toBe('City');
    expect(fieldTitle(titled, '.missing')).toBeUndefined();
    expect(fieldTitle(titled, '')).toBeUndefined();
  });

  it("says 'Name is required', not 'is required'", () => {
    expect(fieldMessage({ name: 'required', params: { missingProperty: 'name' }, property: '.name' }, {}, titled)).toBe(
      'Name is required',
    );
    expect(fieldMessage({ name: 'maxLength', params: { limit: 40 }, property: '.address.city' }, {}, titled)).toBe(
      'City must be at most 40 characters',
    );
  });

  it("keeps the phone rule in the spec's words, quoting the value", () => {
    const error = { name: 'format', params: { format: 'us-phone' }, property: '.phone' };
    expect(fieldMessage(error, { phone: '12' }, titled)).toBe('12 is not a valid phone number');
  });
});
