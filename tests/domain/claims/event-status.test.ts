import { describe, expect, it } from 'vitest';
import { CLAIM_TYPES, claimTypeLabel, isClaimType } from '../../../src/domain/claims/claim-types.ts';
import { DEFAULT_SEVERITY, isSeverityLevel } from '../../../src/domain/events/event-severity.ts';
import {
  EVENT_STATUS,
  EVENT_STATUS_VALUES,
  EVENT_STATUSES,
  eventStatusLabel,
  isEventStatus,
} from '../../../src/domain/events/event-status.ts';

describe('event status values (spec 001 §4)', () => {
  it('are the seven of the spec', () => {
    expect(EVENT_STATUS_VALUES).toEqual([0, 1, 2, 3, 4, 5, 8]);
    expect(EVENT_STATUSES.map((status) => status.label)).toEqual([
      'New',
      'In Progress',
      'Pending Approval',
      'Approved',
      'Complete',
      'SOP In Progress',
      'Claim in Progress',
    ]);
  });

  it('the named values match the labels', () => {
    expect(eventStatusLabel(EVENT_STATUS.new)).toBe('New');
    expect(eventStatusLabel(EVENT_STATUS.complete)).toBe('Complete');
    expect(eventStatusLabel(EVENT_STATUS.sopInProgress)).toBe('SOP In Progress');
    expect(eventStatusLabel(EVENT_STATUS.claimInProgress)).toBe('Claim in Progress');
  });

  it('isEventStatus: 6, 7, negatives and non-numbers are not statuses', () => {
    for (const value of EVENT_STATUS_VALUES) expect(isEventStatus(value)).toBe(true);
    for (const value of [6, 7, -1, -2, 9, '0', null]) expect(isEventStatus(value)).toBe(false);
  });
});

describe('claim types (spec 001 §3)', () => {
  it('0 to 3', () => {
    expect(CLAIM_TYPES.map((type) => type.label)).toEqual([
      'Property Liability',
      'Resident Liability',
      'Property Casualty',
      'Vendor Liability',
    ]);
    expect(claimTypeLabel(3)).toBe('Vendor Liability');
    expect([0, 1, 2, 3].every(isClaimType)).toBe(true);
    expect([4, -1, '1'].some(isClaimType)).toBe(false);
  });
});

describe('severity', () => {
  it('defaults to Low; only 0 and 1 are levels', () => {
    expect(DEFAULT_SEVERITY).toBe(0);
    expect(isSeverityLevel(0) && isSeverityLevel(1)).toBe(true);
    expect(isSeverityLevel(2) || isSeverityLevel(null)).toBe(false);
  });
});
