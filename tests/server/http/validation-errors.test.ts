import { describe, expect, it } from 'vitest';
import { MAX_FIELD_ERRORS, toFieldErrors } from '../../../src/server/http/validation-errors.ts';

type AjvError = Parameters<typeof toFieldErrors>[0][number];

function ajvError(partial: Partial<AjvError>): AjvError {
  return { keyword: 'type', instancePath: '', schemaPath: '#', params: {}, message: 'must be string', ...partial };
}

describe('toFieldErrors', () => {
  it('names the missing property as the field', () => {
    const errors = toFieldErrors([ajvError({ keyword: 'required', params: { missingProperty: 'name' } })], 'body');
    expect(errors).toEqual([{ field: 'name', message: 'is required' }]);
  });

  it('turns a nested path into a dotted field and keeps one entry per field', () => {
    const error = ajvError({ instancePath: '/permissions/manageRoles', params: { type: 'boolean' } });
    expect(toFieldErrors([error, error], 'body')).toEqual([
      { field: 'permissions.manageRoles', message: 'must be a boolean' },
    ]);
  });

  it('explains empty strings, e-mail formats and unknown fields in words', () => {
    const errors = toFieldErrors(
      [
        ajvError({ keyword: 'minLength', instancePath: '/name', params: { limit: 1 } }),
        ajvError({ keyword: 'format', instancePath: '/email', params: { format: 'email' } }),
        ajvError({ keyword: 'additionalProperties', params: { additionalProperty: 'hack' } }),
      ],
      'body',
    );
    expect(errors).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'email', message: 'must be a valid e-mail address' },
      { field: 'hack', message: 'is not an allowed field' },
    ]);
  });

  it('prefixes query-string fields with their context', () => {
    const errors = toFieldErrors(
      [ajvError({ keyword: 'maximum', instancePath: '/pageSize', params: { limit: 200, comparison: '<=' } })],
      'querystring',
    );
    expect(errors).toEqual([{ field: 'querystring.pageSize', message: 'must be at most 200' }]);
  });

  it('says types in words, null included', () => {
    const errors = toFieldErrors(
      [
        ajvError({ instancePath: '/name', params: { type: 'string' } }),
        ajvError({ instancePath: '/units', params: { type: 'integer,null' } }),
      ],
      'body',
    );
    expect(errors).toEqual([
      { field: 'name', message: 'must be a string' },
      { field: 'units', message: 'must be an integer or null' },
    ]);
  });

  it(`answers at most ${MAX_FIELD_ERRORS} fields, however many are wrong`, () => {
    const errors = Array.from({ length: 5000 }, (_, index) => ajvError({ instancePath: `/ids/${index}` }));
    expect(toFieldErrors(errors, 'body')).toHaveLength(MAX_FIELD_ERRORS);
  });
});

describe('toFieldErrors with propertyNames', () => {
  it('names the refused key of a propertyNames rule', () => {
    const errors = toFieldErrors(
      [
        { ...ajvError({ keyword: 'enum', instancePath: '/permissions' }), propertyName: 'flyPlanes' },
        ajvError({ keyword: 'propertyNames', instancePath: '/permissions', params: { propertyName: 'flyPlanes' } }),
      ],
      'body',
    );
    expect(errors).toEqual([{ field: 'permissions.flyPlanes', message: 'is not an allowed field' }]);
  });
});
