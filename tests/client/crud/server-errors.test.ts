import { describe, expect, it } from 'vitest';
import { newRole, roleSchema } from '../../../schemas/role.ts';
import { formMessage, transformErrors } from '../../../src/client/crud/form-messages.ts';
import { pendingServerErrors, schemaHasPath, toErrorSchema } from '../../../src/client/crud/server-errors.ts';

describe('server validation errors on the form', () => {
  it('knows which fields the schema has', () => {
    expect(schemaHasPath(roleSchema, 'name')).toBe(true);
    expect(schemaHasPath(roleSchema, 'permissions.manageRoles')).toBe(true);
    expect(schemaHasPath(roleSchema, 'permissions.flyPlanes')).toBe(false);
    expect(schemaHasPath(roleSchema, '(body)')).toBe(false);
  });

  it('puts each message on its field and the rest on the form', () => {
    const errorSchema = toErrorSchema(
      [
        { field: 'name', message: 'is required' },
        { field: 'permissions.manageRoles', message: 'must be boolean' },
        { field: 'permissions.flyPlanes', message: 'is not an allowed field' },
      ],
      roleSchema,
    );
    expect(errorSchema).toEqual({
      name: { __errors: ['is required'] },
      permissions: { manageRoles: { __errors: ['must be boolean'] } },
      __errors: ['permissions.flyPlanes is not an allowed field'],
    });
  });

  it('drops an error once the user changes that field, and keeps the others', () => {
    const submitted = { ...newRole(), name: '' };
    const errors = {
      message: 'name is required',
      fieldErrors: [
        { field: 'name', message: 'is required' },
        { field: 'permissions.manageRoles', message: 'must be boolean' },
      ],
      submitted,
    };
    expect(pendingServerErrors(errors, submitted)).toHaveLength(2);
    expect(pendingServerErrors(errors, { ...submitted, name: 'Lead' })).toEqual([
      { field: 'permissions.manageRoles', message: 'must be boolean' },
    ]);
    expect(pendingServerErrors(null, submitted)).toEqual([]);
  });
});

describe('browser validation wording matches the server', () => {
  it.each([
    [{ name: 'required', params: { missingProperty: 'name' } }, 'is required'],
    [{ name: 'minLength', params: { limit: 1 } }, 'is required'],
    [{ name: 'minLength', params: { limit: 3 } }, 'must be at least 3 characters'],
    [{ name: 'maxLength', params: { limit: 100 } }, 'must be at most 100 characters'],
    [{ name: 'format', params: { format: 'email' } }, 'must be a valid e-mail address'],
    [{ name: 'type', params: { type: 'boolean' }, message: 'must be boolean' }, 'must be a boolean'],
    [{ name: 'maximum', params: { limit: 5 } }, 'must be at most 5'],
  ])('%j -> %s', (error, message) => {
    expect(formMessage(error)).toBe(message);
  });

  it('rewrites only the message of each error', () => {
    const [error] = transformErrors([{ name: 'maxLength', params: { limit: 100 }, property: '.name', stack: 'x' }]);
    expect(error).toEqual({
      name: 'maxLength',
      params: { limit: 100 },
      property: '.name',
      stack: 'x',
      message: 'must be at most 100 characters',
    });
  });
});
