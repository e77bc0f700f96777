import { describe, expect, it } from 'vitest';
import {
  EVENT_MANAGE_TABS,
  eventManagePath,
  tabFromAddress,
} from '../../../../src/client/pages/event-manage/event-manage-tabs.ts';
import { affiliationName } from '../../../../src/client/pages/events/value-names.ts';
import {
  involvedPersonTypeLabel,
  otherAffiliationApplies,
  personDisplayName,
} from '../../../../src/domain/events/involved-person.ts';

describe('event management tabs', () => {
  it("are the spec's, in order", () => {
    expect(EVENT_MANAGE_TABS.map((tab) => tab.label)).toEqual([
      'Details',
      'People',
      'Documents',
      'Damages',
      'Claim',
      'Activity',
    ]);
  });

  it('open from the path, then ?tab=, else Details; tab=claims opens Claim and tab=damages Damages', () => {
    expect(tabFromAddress(undefined, 'claims')).toBe('claims');
    expect(tabFromAddress(undefined, 'damages')).toBe('damages');
    expect(tabFromAddress('Activity', null)).toBe('activity');
    expect(tabFromAddress('people', 'claims')).toBe('people');
    expect(tabFromAddress('claim', null)).toBe('claims');
    expect(tabFromAddress('nonsense', 'nonsense')).toBe('details');
    expect(tabFromAddress(null, null)).toBe('details');
  });

  it('have addresses under the event', () => {
    expect(eventManagePath('e1')).toBe('/events/e1');
    expect(eventManagePath('e1', 'details')).toBe('/events/e1');
    expect(eventManagePath('e1', 'claims')).toBe('/events/e1/claims');
  });
});

describe('involved people', () => {
  it('name types and affiliations as the spec does', () => {
    expect([1, 2].map(involvedPersonTypeLabel)).toEqual(['Involved', 'Witness']);
    expect([0, 1, 2, 3, 4].map(affiliationName)).toEqual(['Other', 'Resident', 'Visitor', 'Bystander', 'Employee']);
    expect(affiliationName(null)).toBe('');
  });

  it('ask for the other-affiliation text only with Other (0)', () => {
    expect(otherAffiliationApplies(0)).toBe(true);
    for (const value of [1, 2, 3, 4, null, undefined]) expect(otherAffiliationApplies(value)).toBe(false);
  });

  it('show a person as First Last', () => {
    expect(personDisplayName(' Rosa ', 'Diaz')).toBe('Rosa Diaz');
    expect(personDisplayName(null, null)).toBe('');
  });
});
