import { describe, expect, it } from 'vitest';
import { storedPhone, storedText } from '../../../src/domain/common/stored-text.ts';
import { loadConfig } from '../../../src/server/config.ts';
import {
  areaCodeOf,
  canonicalTimeZone,
  policyToSave,
  propertyValues,
  toCents,
} from '../../../src/server/modules/properties/rules.ts';

describe('canonicalTimeZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/chicago', 'America/Chicago'],
    ['  Pacific/Honolulu ', 'Pacific/Honolulu'],
    ['US/Eastern', 'America/New_York'],
    ['utc', 'UTC'],
  ])('knows %j as %j', (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
  });

  it.each(['', '   ', 'Mars/Olympus_Mons', 'America/Springfield', 'GMT+25'])('does not know %j', (name) => {
    expect(canonicalTimeZone(name)).toBeNull();
  });

  it('accepts the configured default', () => {
    expect(canonicalTimeZone(loadConfig({}).defaultTimeZone)).toBe('America/New_York');
  });
});

describe('toCents', () => {
  it.each([
    [0, '0.00'],
    [2500, '2500.00'],
    [19.99, '19.99'],
    [0.1, '0.10'],
    [1234.5, '1234.50'],
    [999_999_999_999.99, '999999999999.99'],
  ])('writes %d as %j', (amount, text) => {
    expect(toCents(amount)).toBe(text);
  });

  it.each([10.005, 0.001, 0.1 + 0.2])('refuses fractions of a cent (%d)', (amount) => {
    expect(toCents(amount)).toBeNull();
  });
});

describe('policyToSave (spec 000 §5)', () => {
  it('includes nothing when number, contact and deductible are all empty', () => {
    expect(policyToSave(undefined)).toBeNull();
    expect(policyToSave({})).toBeNull();
    expect(policyToSave({ policyNumber: '  ', contactNumber: '', deductible: null })).toBeNull();
    expect(policyToSave({ deductible: 0 })).toBeNull();
  });

  it('includes the policy when any one is set, an empty deductible as 0', () => {
    expect(policyToSave({ policyNumber: ' P-1 ' })).toEqual({ number: 'P-1', contactNumber: null, deductible: '0.00' });
    expect(policyToSave({ contactNumber: '217.555.0101', deductible: null })).toEqual({
      number: null,
      contactNumber: '(217) 555-0101',
      deductible: '0.00',
    });
    expect(policyToSave({ deductible: 250.5 })).toEqual({ number: null, contactNumber: null, deductible: '250.50' });
  });
});

describe('phones and text', () => {
  it('finds the area code of a US number written any common way', () => {
    expect(areaCodeOf('(217) 555-0120')).toBe('217');
    expect(areaCodeOf('+1 312 555 0111')).toBe('312');
    expect(areaCodeOf('618.555.0190')).toBe('618');
  });

  it.each([null, undefined, '', 'call me', '555-12', '+44 20 7123 4567'])('finds no area code in %j', (phone) => {
    expect(areaCodeOf(phone)).toBeNull();
  });

  it('stores phones in the national format and blanks as null', () => {
    expect(storedPhone('2175550101')).toBe('(217) 555-0101');
    expect(storedPhone('  ')).toBeNull();
    expect(storedText('  x ')).toBe('x');
    expect(storedText(undefined)).toBeNull();
  });
});

describe('propertyValues (the save and the import)', () => {
  const valid = {
    propertyNumber: ' P-1 ',
    name: ' Alder Court ',
    numberOfUnits: 12,
    address: { streetAddress1: ' 1 Main ', city: '', state: 'il', postalCode: '62701' },
    phoneNumber: '217.555.0101',
    isArchived: false,
    insurance: {},
  };

  it('stores trimmed text, blank as none, the state upper-cased, the phone in its one form, the default zone', () => {
    const { values, errors } = propertyValues(valid, 'America/Chicago');
    expect(errors).toEqual([]);
    expect(values).toEqual({
      property: {
        propertyNumber: 'P-1',
        name: 'Alder Court',
        numberOfUnits: 12,
        streetAddress1: '1 Main',
        city: null,
        state: 'IL',
        postalCode: '62701',
        phoneNumber: '(217) 555-0101',
        timeZone: 'America/Chicago',
        isArchived: false,
        onCallPersonId: null,
      },
      policy: null,
    });
  });

  it('names every rule the schema cannot say at once', () => {
    const { errors } = propertyValues(
      {
        ...valid,
        propertyNumber: ' ',
        name: ' ',
        phoneNumber: ' ',
        timeZone: 'Mars/Olympus',
        insurance: { deductible: 1.005 },
      },
      'America/Chicago',
    );
    expect(errors).toEqual([
      { field: 'propertyNumber', message: 'is required' },
      { field: 'name', message: 'is required' },
      { field: 'phoneNumber', message: 'is required' },
      { field: 'timeZone', message: "'Mars/Olympus' is not a known time zone" },
      { field: 'insurance.deductible', message: 'must be whole cents' },
    ]);
  });
});
