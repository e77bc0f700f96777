import { describe, expect, it } from 'vitest';
import { newPerson, type Person } from '../../../schemas/person/entity.ts';
import { newPropertyGroup } from '../../../schemas/property-group.ts';
import { storedPhone } from '../../../src/domain/common/stored-text.ts';
import {
  duplicateEmailReason,
  fullName,
  personValues,
  uniqueIds,
} from '../../../src/server/modules/people/person-input.ts';
import { targetId } from '../../../src/server/modules/property-groups/group-id.ts';

const A = '6f1c2a9e-0000-4000-8000-00000000000a';
const B = '6f1c2a9e-0000-4000-8000-00000000000b';

describe('uniqueIds', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [[A], [A]],
    [
      [A, B, A],
      [A, B],
    ],
    [
      [B, A, B, B],
      [B, A],
    ],
    [[A.toUpperCase(), A], [A]],
  ])('%j -> %j (first seen order, case-insensitive, lower case)', (input, expected) => {
    expect(uniqueIds(input)).toEqual(expected);
  });
});

describe('the phone as a person stores it (storedPhone)', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['2175550101', '(217) 555-0101'],
    ['217.555.0101', '(217) 555-0101'],
    ['+1 217 555 0101', '(217) 555-0101'],
    [' (217) 555-0101 ', '(217) 555-0101'],
    ['217-555-0101 x12', '(217) 555-0101 ext. 12'],
    // Not a US number: kept as typed (trimmed); the schema's format refuses it before saving.
    [' 555-12 ', '555-12'],
  ])('%j -> %j', (input, expected) => {
    expect(storedPhone(input)).toBe(expected);
  });
});

describe('wording', () => {
  it('shows a person as "First Last"', () => {
    expect(fullName('Avery', 'Admin')).toBe('Avery Admin');
    expect(fullName('Cher', '')).toBe('Cher');
  });

  it('says clearly why a duplicate e-mail was not saved', () => {
    expect(duplicateEmailReason('Pat@Example.com')).toBe('A person with the e-mail Pat@Example.com already exists.');
  });
});

const valid: Person = {
  firstName: ' Pat ',
  lastName: ' Doe ',
  emailAddress: ' Pat@Example.com ',
  phoneNumber: '2175550101',
  positionId: A.toUpperCase(),
  isArchived: false,
  allPropertiesAssociated: true,
  propertyAssociations: [A, B, A],
  propertyGroupAssociations: [B, B.toUpperCase()],
  propertyEventSeverityLevel: 2,
  eventChangeSubscriptions: { created: true, statusChanged: false, pendingApproval: false },
  eventSubscriptionTypes: [' fire ', 'fire', '', 'water'],
};

describe('personValues', () => {
  it('trims, normalises and de-duplicates, keeping the lists when all properties are associated', () => {
    expect(personValues(valid)).toEqual({
      errors: [],
      values: {
        firstName: 'Pat',
        lastName: 'Doe',
        emailAddress: 'Pat@Example.com',
        phoneNumber: '(217) 555-0101',
        positionId: A,
        isArchived: false,
        allPropertiesAssociated: true,
        propertyAssociations: [A, B],
        propertyGroupAssociations: [B],
        propertyEventSeverityLevel: 2,
        eventChangeSubscriptions: { created: true, statusChanged: false, pendingApproval: false },
        eventSubscriptionTypes: ['fire', 'water'],
      },
    });
  });

  it('refuses names of spaces (the schema only knows "not empty")', () => {
    expect(personValues({ ...valid, firstName: '  ', lastName: '\t' }).errors).toEqual([
      { field: 'firstName', message: 'is required' },
      { field: 'lastName', message: 'is required' },
    ]);
  });

  it('stores no phone number when none is given', () => {
    const { phoneNumber: _omitted, ...withoutPhone } = valid;
    expect(personValues(withoutPhone).values.phoneNumber).toBeNull();
  });
});

describe('new records', () => {
  it("a new person starts with the spec's defaults and nothing else filled in", () => {
    expect(newPerson()).toEqual({
      isNew: true,
      isArchived: false,
      allPropertiesAssociated: false,
      propertyAssociations: [],
      propertyGroupAssociations: [],
      propertyEventSeverityLevel: 2,
      eventChangeSubscriptions: { created: false, statusChanged: false, pendingApproval: false },
      eventSubscriptionTypes: [],
    });
  });

  it("a new property group is called 'New Group'", () => {
    expect(newPropertyGroup()).toEqual({ name: 'New Group', propertyAssociations: [] });
  });
});

describe("a property group's target id", () => {
  it.each<[string | undefined, string | undefined, string | null]>([
    [undefined, undefined, null],
    [undefined, 'new', null],
    ['new', undefined, null],
    ['new', 'new', null],
    [undefined, A, A],
    [A, undefined, A],
    [A.toUpperCase(), A, A],
  ])('path %j + body %j -> %j (null = create)', (path, body, expected) => {
    expect(targetId(path, body)).toBe(expected);
  });

  it('refuses a body id that differs from the path', () => {
    expect(() => targetId(A, B)).toThrow(/must match the id in the path/);
    expect(() => targetId('new', A)).toThrow(/must match the id in the path/);
  });
});
