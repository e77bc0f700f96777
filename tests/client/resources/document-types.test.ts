import type { RJSFSchema } from '@rjsf/utils';
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { resources } from '../../../resources.config.ts';
import {
  DOCUMENT_TYPE_MESSAGES,
  type DocumentType,
  documentTypeEndpoints,
  documentTypeSchema,
  isBlankName,
  newDocumentType,
  type SavedDocumentType,
} from '../../../schemas/document-type.ts';
import { validatorFor } from '../../../src/client/crud/validation/validators.ts';
import { isSingleton, resourcePermission } from '../../../src/client/resources/definition.ts';
import { documentTypeUiSchema, newDocumentTypeUiSchema } from '../../../src/client/resources/document-types.ts';

/** Fastify's ajv as app.ts configures it. */
function serverValidate(data: unknown): boolean {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true });
  ajvFormats(ajv);
  return ajv.compile(documentTypeSchema)(data);
}

const declared = resources.find((candidate) => candidate.name === 'documentTypes');
const resource = declared && !isSingleton(declared) ? declared : undefined;

describe('the document type schema', () => {
  it('has the fields of spec 001 §3 and §7, typed from the schema', () => {
    expectTypeOf<keyof DocumentType>().toEqualTypeOf<'id' | 'name' | 'active' | 'isArchived' | 'isSystemType'>();
    expectTypeOf<SavedDocumentType['id']>().toEqualTypeOf<string>();
    expect(documentTypeSchema.properties.isSystemType).toMatchObject({ readOnly: true, default: false });
  });

  it('starts a new type not archived and not a system type', () => {
    expect(newDocumentType()).toEqual({ name: '', active: true, isArchived: false, isSystemType: false });
  });

  it('shows Name and Archive; the Archive switch is disabled for a new type', () => {
    expect(documentTypeUiSchema['ui:order']).toEqual(['name', 'isArchived', '*']);
    for (const hidden of ['id', 'active', 'isSystemType']) {
      expect(documentTypeUiSchema[hidden]).toEqual({ 'ui:widget': 'hidden' });
    }
    // An Archive switch (spec 001 §2), not a checkbox.
    expect(documentTypeUiSchema.isArchived).toEqual({ 'ui:widget': 'switch' });
    expect(newDocumentTypeUiSchema.isArchived).toEqual({ 'ui:widget': 'switch', 'ui:disabled': true });
    expect(documentTypeSchema.properties.isArchived.title).toBe('Archive');
  });

  it('fills the server defaults of a name-only body the way the form starts', () => {
    const body: Record<string, unknown> = { name: 'Invoice' };
    expect(serverValidate(body)).toBe(true);
    expect(body).toEqual({ name: 'Invoice', isArchived: false, isSystemType: false });
  });
});

describe('server and browser agree', () => {
  const cases: { title: string; data: Record<string, unknown>; valid: boolean }[] = [
    { title: 'the new-type default', data: newDocumentType(), valid: true },
    // A blank name passes the schema on purpose: the form's Save then says 'Nothing to save…'.
    { title: 'a blank name', data: { name: '' }, valid: true },
    {
      title: 'an update',
      data: { id: '0f1e2d3c-4b5a-4697-8877-665544332211', name: 'Bid', isArchived: true },
      valid: true,
    },
    { title: 'no name', data: { isArchived: false }, valid: false },
    { title: 'a 101-character name', data: { name: 'x'.repeat(101) }, valid: false },
    { title: 'an id that is not a uuid', data: { id: '12', name: 'x' }, valid: false },
    { title: 'a switch that is not a boolean', data: { name: 'x', isArchived: 'maybe' }, valid: false },
  ];

  it.each(cases)('$title: valid = $valid on both sides', async ({ data, valid }) => {
    expect(serverValidate(structuredClone(data))).toBe(valid);
    const validator = await validatorFor({ name: 'documentTypes', schema: documentTypeSchema });
    expect(
      validator.validateFormData(structuredClone(data), documentTypeSchema as unknown as RJSFSchema).errors.length ===
        0,
    ).toBe(valid);
  });
});

describe('the documentTypes resource (spec 001 §2, §5, §8)', () => {
  it('is declared with the route, permission, calls and columns of the spec', () => {
    expect(resource).toMatchObject({
      route: '/setup/documentTypes',
      api: { list: documentTypeEndpoints.list, save: documentTypeEndpoints.save },
      list: { archivedField: 'isArchived', showArchivedLabel: 'Show Archived', addLabel: 'Document Type' },
      form: { kind: 'modal', cancelLabel: 'Close' },
    });
    expect(resource?.list?.columns.map((column) => column.title)).toEqual(['Document Type', 'Status']);
    // The screen needs what its save endpoint needs.
    expect(resource && resourcePermission(resource)).toBe('manageEventCategories');
    expect(documentTypeEndpoints.list).toMatchObject({ path: '/documentTypes', envelope: 'documentTypes' });
  });

  it("toasts '{name} Saved sucessfully', spelled as the spec spells it", () => {
    const saved = resource?.messages.saved;
    expect(typeof saved === 'function' ? saved({ name: 'Invoice' }) : saved).toBe('Invoice Saved sucessfully');
  });

  it.each<[unknown, string | null]>([
    ['', DOCUMENT_TYPE_MESSAGES.blankName],
    ['   ', DOCUMENT_TYPE_MESSAGES.blankName],
    [undefined, DOCUMENT_TYPE_MESSAGES.blankName],
    ['Invoice', null],
  ])('skips the save of name %j: %s', (name, message) => {
    expect(resource?.skipSave?.({ name })).toBe(message);
    expect(isBlankName(name)).toBe(message !== null);
  });

  it('refuses to open a system type for editing', () => {
    expect(resource?.editBlockedReason?.({ name: 'Incident Report', isSystemType: true })).toBe(
      'System types cannot be edited',
    );
    expect(resource?.editBlockedReason?.({ name: 'Invoice', isSystemType: false })).toBeNull();
  });
});
