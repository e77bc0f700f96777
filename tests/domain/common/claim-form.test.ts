import { describe, expect, it } from 'vitest';
import {
  claimFormPath,
  claimPrefill,
  claimsTabPath,
  damagesFormPath,
  damagesTabPath,
  hasWholeCents,
  isClaimAmount,
  policyChoiceName,
} from '../../../src/domain/claims/claim-form.ts';
import { localDateIn } from '../../../src/domain/common/calendar-date.ts';
import { eventStatusForClaims, isEventStatusLockedByClaims } from '../../../src/domain/events/event-claim-lock.ts';

const policy = {
  id: 'p1',
  carrierName: 'Midwest Mutual',
  policyNumber: 'MM-1',
  contactNumber: '(312) 555-0140',
  deductible: 2500,
};

describe('claimPrefill: a new claim takes the first policy’s number, contact number and deductible (spec 002 §4)', () => {
  it('fills them, the carrier as the insurance company, and chooses that policy', () => {
    expect(claimPrefill(policy)).toEqual({
      policyId: 'p1',
      insuranceCompany: 'Midwest Mutual',
      policyNumber: 'MM-1',
      contactNumber: '(312) 555-0140',
      deductible: 2500,
    });
  });
  it('is nothing without a policy, and a blank carrier is no company', () => {
    expect(claimPrefill(undefined)).toBeNull();
    expect(claimPrefill({ ...policy, carrierName: '  ' })?.insuranceCompany).toBeNull();
  });
});

describe('policyChoiceName', () => {
  it.each([
    [policy, 'MM-1 (Midwest Mutual)'],
    [{ carrierName: null, policyNumber: 'P-9' }, 'P-9'],
    [{ carrierName: 'Acme', policyNumber: null }, 'No number (Acme)'],
  ])('%j reads %s', (value, expected) => expect(policyChoiceName(value)).toBe(expected));
});

describe("localDateIn: today's date at the property", () => {
  const instant = new Date('2026-11-24T03:30:00Z');
  it.each([
    ['America/New_York', '2026-11-23'],
    ['America/Los_Angeles', '2026-11-23'],
    ['Europe/Berlin', '2026-11-24'],
    ['UTC', '2026-11-24'],
  ])('%s: %s', (zone, expected) => expect(localDateIn(instant, zone)).toBe(expected));
});

describe('money amounts of a claim: not negative, whole cents', () => {
  it.each([
    [0, true],
    [0.29, true],
    [1234.5, true],
    [999_999_999_999.99, true],
    [-0.01, false],
    [1.255, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['5', false],
    [1_000_000_000_000, false],
  ])('%s -> %s', (value, expected) => expect(isClaimAmount(value)).toBe(expected));
  it('takes amounts as typed, exactly: no fixed tolerance that large amounts outgrow, no float sums', () => {
    expect(hasWholeCents(0.29)).toBe(true);
    expect(hasWholeCents(19.99)).toBe(true);
    expect(hasWholeCents(1_234_567_890.12)).toBe(true);
    expect(isClaimAmount(1_234_567_890.12)).toBe(true);
    expect(hasWholeCents(0.301)).toBe(false);
    // 0.30000000000000004 is float arithmetic, not an amount: the one rule (currency.ts isWholeCents), as the policies' and properties' money.
    expect(hasWholeCents(0.1 + 0.2)).toBe(false);
  });
});

describe('the claim form’s addresses and mode', () => {
  it('returns to the event’s tabs under /eventManage', () => {
    expect(claimsTabPath('e1')).toBe('/eventManage/e1/claims');
    expect(damagesTabPath('e1')).toBe('/eventManage/e1/damages');
  });
  it('opens the forms with their props in the query', () => {
    expect(claimFormPath('e1', 'p1')).toBe('/addEditClaim?eventId=e1&propertyId=p1');
    expect(claimFormPath('e1', 'p1', 'c1')).toBe('/addEditClaim?eventId=e1&propertyId=p1&claimId=c1');
    expect(damagesFormPath('e1', 'p1')).toBe('/addEditDamages?eventId=e1&propertyId=p1');
  });
});

describe('the status lock and the event status a claim gives', () => {
  const open = { isClosed: false };
  const closed = { isClosed: true };
  it('locks while any claim is open', () => {
    expect(isEventStatusLockedByClaims([])).toBe(false);
    expect(isEventStatusLockedByClaims([closed])).toBe(false);
    expect(isEventStatusLockedByClaims([closed, open])).toBe(true);
  });
  it('moves the event to Claim in Progress while a claim is open, else leaves it', () => {
    expect(eventStatusForClaims(0, [open])).toBe(8);
    expect(eventStatusForClaims(4, [closed, open])).toBe(8);
    expect(eventStatusForClaims(8, [open])).toBe(8);
    expect(eventStatusForClaims(8, [closed])).toBe(8);
    expect(eventStatusForClaims(3, [closed])).toBe(3);
    expect(eventStatusForClaims(1, [])).toBe(1);
  });
});
