import { describe, expect, it } from 'vitest';
import { fieldId, fieldsInError, shownFormErrors } from '../../../src/client/crud/shown-errors.ts';

const errors = [
  { property: '.name', message: 'Name is required' },
  { property: '.address.city', message: 'City must be at most 40 characters' },
  { property: '.phone', message: '12 is not a valid phone number' },
];

describe('which form errors the user sees (issue 9, point 16)', () => {
  it("names RJSF's field ids by path", () => {
    expect(fieldId('address.city')).toBe('root_address_city');
    expect(fieldId('name')).toBe('root_name');
  });

  it('shows none on a form nobody has left a field of', () => {
    expect(shownFormErrors(errors, new Set(), false)).toEqual([]);
  });

  it('shows the errors of the fields the user has left', () => {
    expect(shownFormErrors(errors, new Set(['root_address_city', 'root_email']), false)).toEqual([
      { field: 'address.city', message: 'City must be at most 40 characters' },
    ]);
  });

  it('shows them all once a save was refused', () => {
    expect(shownFormErrors(errors, new Set(), true).map((error) => error.field)).toEqual([
      'name',
      'address.city',
      'phone',
    ]);
  });

  it('shows the rules a saved record breaks at once, on their fields, when it opens (issue 23 item 7)', () => {
    const opened = fieldsInError(errors);
    expect([...opened]).toEqual(['root_name', 'root_address_city', 'root_phone']);
    expect(shownFormErrors(errors, opened, false)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'address.city', message: 'City must be at most 40 characters' },
      { field: 'phone', message: '12 is not a valid phone number' },
    ]);
  });
});
