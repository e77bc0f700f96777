import { describe, expect, it } from 'vitest';
import { blankFieldsToNull, storedPhone, storedText } from '../../../src/domain/common/stored-text.ts';
import { distinctIds, missingIds } from '../../../src/server/modules/shared/associations.ts';
import { locationOf, vendorValues } from '../../../src/server/modules/vendors/rules.ts';

const A = '0a6b5c1e-1111-4aaa-8aaa-000000000001';
const B = '0a6b5c1e-2222-4bbb-8bbb-000000000002';

describe('blankFieldsToNull', () => {
  it.each<[string, unknown, unknown]>([
    ['an empty e-mail', { name: 'x', email: '' }, { name: 'x', email: null }],
    ['spaces in both fields', { email: '  ', phone: '\t' }, { email: null, phone: null }],
    [
      'filled fields (untouched)',
      { email: 'a@b.example', phone: '(217) 555-0101' },
      { email: 'a@b.example', phone: '(217) 555-0101' },
    ],
    ['absent fields (untouched)', { name: 'x' }, { name: 'x' }],
    ['non-string values (left to the schema)', { email: 5, phone: null }, { email: 5, phone: null }],
    ['an array body', [], []],
    ['a null body', null, null],
    ['a string body', 'text', 'text'],
  ])('handles %s', (_title, input, expected) => {
    expect(blankFieldsToNull(input, ['email', 'phone'])).toEqual(expected);
  });

  it('does not touch fields it was not told about, nor the original object', () => {
    const input = { name: '', email: '' };
    expect(blankFieldsToNull(input, ['email'])).toEqual({ name: '', email: null });
    expect(input).toEqual({ name: '', email: '' });
  });

  it('returns the same object when nothing is blank', () => {
    const input = { email: 'a@b.example' };
    expect(blankFieldsToNull(input, ['email', 'phone'])).toBe(input);
  });
});

describe('distinctIds', () => {
  it.each<[string, string[], string[]]>([
    ['nothing', [], []],
    ['distinct ids in their order', [B, A], [B, A]],
    ['repeats, keeping the first place', [A, B, A, B, A], [A, B]],
    ['the same id in another case', [A.toUpperCase(), A], [A]],
  ])('collapses %s', (_title, ids, expected) => {
    expect(distinctIds(ids)).toEqual(expected);
  });
});

describe('missingIds', () => {
  it.each<[string, string[], string[], string[]]>([
    ['all found', [A, B], [B, A], []],
    ['one missing', [A, B], [A], [B]],
    ['none found', [A], [], [A]],
    ['found in another case', [A.toUpperCase()], [A], []],
    ['nothing wanted', [], [A], []],
  ])('reports %s', (_title, wanted, found, expected) => {
    expect(missingIds(wanted, found)).toEqual(expected);
  });
});

describe('storedText', () => {
  it.each<[string | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    [' Peoria ', 'Peoria'],
  ])('stores %j as %j', (value, expected) => {
    expect(storedText(value)).toBe(expected);
  });
});

describe('storedPhone', () => {
  it.each<[string | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    ['  ', null],
    ['2175550101', '(217) 555-0101'],
    ['217.555.0101', '(217) 555-0101'],
    ['+1 217 555 0101', '(217) 555-0101'],
    [' (217) 555-0101 ', '(217) 555-0101'],
  ])('stores %j as %j', (value, expected) => {
    expect(storedPhone(value)).toBe(expected);
  });
});

describe('locationOf', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['Springfield', 'IL', 'Springfield, IL'],
    ['Springfield', null, 'Springfield'],
    [null, 'IL', 'IL'],
    [undefined, undefined, ''],
    ['  ', ' IL ', 'IL'],
  ])('shows %j and %j as %j', (city, state, expected) => {
    expect(locationOf(city, state)).toBe(expected);
  });
});

describe('vendorValues (the save and the import)', () => {
  it('stores trimmed text, blank as none, the phone in its one form, each association once', () => {
    expect(
      vendorValues({
        name: ' FlowRight ',
        typeId: A,
        email: ' ',
        phone: '309 555 0152',
        address: { city: ' Peoria ', state: null },
        allPropertiesAssociated: false,
        propertyAssociations: [A, A.toUpperCase(), B],
        propertyGroupAssociations: [],
      }),
    ).toEqual({
      values: {
        name: 'FlowRight',
        vendorTypeId: A,
        email: null,
        phone: '(309) 555-0152',
        city: 'Peoria',
        state: null,
        allPropertiesAssociated: false,
      },
      propertyIds: [A, B],
      groupIds: [],
    });
  });
});
