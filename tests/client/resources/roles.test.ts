import type { RJSFSchema } from '@rjsf/utils';
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { newRole, type Role, roleSchema, type SavedRole, savedRoleSchema } from '../../../schemas/role.ts';
import { validatorFor } from '../../../src/client/crud/validation/validators.ts';
import { roleUiSchema } from '../../../src/client/resources/roles.ts';
import {
  PERMISSION_LABELS,
  PERMISSION_NAMES,
  type PermissionSet,
  permissionSet,
} from '../../../src/domain/company/permissions.ts';

/** Fastify's ajv as app.ts configures it (its defaults include removeAdditional: true). */
function fastifyAjv() {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true });
  ajvFormats(ajv);
  return ajv.compile(roleSchema);
}

describe('roleSchema and the Role type', () => {
  it('has exactly the fields of the Role type (type and schema cannot drift)', () => {
    expectTypeOf<keyof Role>().toEqualTypeOf<
      'id' | 'name' | 'active' | 'isPocForEvents' | 'seesAllCompanyItems' | 'permissions'
    >();
    expectTypeOf<Role['permissions']>().toEqualTypeOf<PermissionSet>();
    expectTypeOf<Role['id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SavedRole['id']>().toEqualTypeOf<string>();
    expect(Object.keys(roleSchema.properties).sort()).toEqual(['id', ...Object.keys(newRole())].sort());
    expect(Object.keys(roleSchema.properties.permissions.properties)).toEqual([...PERMISSION_NAMES]);
    expect([...savedRoleSchema.required].sort()).toEqual(Object.keys(roleSchema.properties).sort());
  });

  it('uses the spec’s labels and defaults', () => {
    const { properties } = roleSchema;
    expect(properties.name.title).toBe('Name');
    expect(properties.active).toMatchObject({ title: 'Active Role', default: true });
    expect(properties.isPocForEvents).toMatchObject({ title: 'Show Role as POC for Events', default: true });
    expect(properties.seesAllCompanyItems).toMatchObject({
      title: 'Sees all company items regardless of assignments (use carefully)',
      default: false,
    });
    for (const name of PERMISSION_NAMES) {
      expect(properties.permissions.properties[name]).toEqual({
        type: 'boolean',
        title: PERMISSION_LABELS[name],
        default: false,
      });
    }
    expect(properties.permissions.properties.manageRoles.title).toBe('Manage Roles');
  });

  it('starts a new role as the spec says', () => {
    expect(newRole()).toEqual({
      name: 'Position',
      active: true,
      isPocForEvents: true,
      seesAllCompanyItems: false,
      permissions: permissionSet(false),
    });
  });

  it('hides the id and orders every field in the form', () => {
    expect(roleUiSchema.id).toEqual({ 'ui:widget': 'hidden' });
    const order = roleUiSchema['ui:order'] as string[];
    for (const key of Object.keys(roleSchema.properties)) {
      if (key !== 'id') expect(order).toContain(key);
    }
  });
});

describe('the server and the browser agree on the same schema', () => {
  const rjsfSchema = roleSchema as unknown as RJSFSchema;
  /** The browser's validator: precompiled from the same schema (tests/client/crud/validators.test.ts checks it is current). */
  const browserValid = async (data: Record<string, unknown>) => {
    const validator = await validatorFor({ name: 'roles', schema: roleSchema });
    return validator.validateFormData(data, rjsfSchema).errors.length === 0;
  };

  const cases: { title: string; data: Record<string, unknown>; valid: boolean }[] = [
    { title: 'the new-role default', data: newRole(), valid: true },
    { title: 'a name only', data: { name: 'Night Supervisor' }, valid: true },
    { title: 'an update with an id', data: { ...newRole(), id: '0f1e2d3c-4b5a-4697-8877-665544332211' }, valid: true },
    { title: 'a 100-character name', data: { name: 'x'.repeat(100) }, valid: true },
    { title: 'no name', data: { active: true }, valid: false },
    { title: 'an empty name', data: { name: '' }, valid: false },
    { title: 'a 101-character name', data: { name: 'x'.repeat(101) }, valid: false },
    { title: 'a non-boolean switch', data: { name: 'x', active: 'yes' }, valid: false },
    { title: 'an unknown permission', data: { name: 'x', permissions: { flyPlanes: true } }, valid: false },
    { title: 'an id that is not a uuid', data: { name: 'x', id: '42' }, valid: false },
  ];

  it.each(cases)('$title: valid = $valid on both sides', async ({ data, valid }) => {
    expect(fastifyAjv()(structuredClone(data))).toBe(valid);
    expect(await browserValid(structuredClone(data))).toBe(valid);
  });

  it('fills the defaults on the server the way the form starts', () => {
    const body: Record<string, unknown> = { name: 'Position' };
    expect(fastifyAjv()(body)).toBe(true);
    expect(body).toEqual(newRole());
  });
});
