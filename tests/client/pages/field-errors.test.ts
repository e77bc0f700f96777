import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api/http.ts';
import { fieldRefusal, serverErrorProps, withoutEdited } from '../../../src/client/pages/common/field-errors.ts';

describe("a bespoke form's server refusal", () => {
  it('only a 400 is a refusal of the fields', () => {
    expect(fieldRefusal(new ApiError(404, 'Not found', null), ['name'])).toBeNull();
    expect(fieldRefusal(new Error('x'), ['name'])).toBeNull();
  });

  it("puts each message on the form's field (the first per field); others leave the message for the form", () => {
    const error = new ApiError(400, 'Invalid', {
      message: 'Invalid',
      validationErrors: [
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
        { field: 'other', message: 'elsewhere' },
      ],
    });
    expect(fieldRefusal(error, ['name', 'email'])).toEqual({ fields: { name: 'first' }, other: null });
    expect(fieldRefusal(error, ['email'])).toEqual({ fields: {}, other: 'Invalid' });
  });

  it("shows a field's message as its error and help; an edited field drops it", () => {
    expect(serverErrorProps({ name: 'is taken' }, 'name')).toEqual({ validateStatus: 'error', help: 'is taken' });
    expect(serverErrorProps({ name: 'is taken' }, 'email')).toEqual({});
    const shown = { name: 'is taken', email: 'is wrong' };
    expect(withoutEdited(shown, { name: 'Acme' })).toEqual({ email: 'is wrong' });
    expect(withoutEdited(shown, { phone: '1' })).toBe(shown);
  });
});
