import { describe, expect, it } from 'vitest';
import { deleteConfirmed } from '../../../src/client/pages/event-manage/event-delete.ts';
import { isEventStatusLockedByClaims, STATUS_LOCKED_MESSAGE } from '../../../src/domain/events/event-claim-lock.ts';
import {
  detailsDiffer,
  EVENT_DETAILS_MESSAGES,
  type EventDetailsValues,
  statusChoices,
  statusProblem,
} from '../../../src/domain/events/event-details.ts';

const loaded: EventDetailsValues = {
  status: 0,
  summary: null,
  location: 'Unit 5',
  visibleToPositionTypeIds: ['a', 'b'],
};

describe('statusProblem: which status a manager may choose', () => {
  const free = { canComplete: true, locked: false };
  it('allows any status in any order, Complete only with completeEvents', () => {
    for (const next of [0, 1, 2, 3, 4, 5, 8]) expect(statusProblem(3, next, free)).toBeNull();
    expect(statusProblem(0, 4, { ...free, canComplete: false })).toBe(EVENT_DETAILS_MESSAGES.completeNeedsPermission);
    expect(statusProblem(0, 8, { ...free, canComplete: false })).toBeNull();
  });

  it('keeps any status, even Complete without completeEvents or while locked', () => {
    expect(statusProblem(4, 4, { canComplete: false, locked: true })).toBeNull();
  });

  it('refuses any change while a claim locks the status', () => {
    expect(statusProblem(8, 4, { canComplete: true, locked: true })).toBe(STATUS_LOCKED_MESSAGE);
  });

  it('offers every status, Complete disabled without completeEvents (kept when it is the current one)', () => {
    const choices = statusChoices(0, { canComplete: false, locked: false });
    expect(choices.map((choice) => choice.label)).toEqual([
      'New',
      'In Progress',
      'Pending Approval',
      'Approved',
      'Complete',
      'SOP In Progress',
      'Claim in Progress',
    ]);
    expect(choices.filter((choice) => choice.disabled).map((choice) => choice.value)).toEqual([4]);
    expect(statusChoices(4, { canComplete: false, locked: false }).every((choice) => !choice.disabled)).toBe(true);
    expect(statusChoices(0, { canComplete: true, locked: false }).some((choice) => choice.disabled)).toBe(false);
  });
});

describe('detailsDiffer: Save is enabled only when something differs', () => {
  it('is false for the loaded values, blank text read as none and roles in any order', () => {
    expect(
      detailsDiffer(loaded, { ...loaded, summary: '   ', location: ' Unit 5 ', visibleToPositionTypeIds: ['B', 'a'] }),
    ).toBe(false);
  });

  it.each([
    ['status', { status: 1 }],
    ['summary', { summary: 'Report' }],
    ['location', { location: 'Unit 6' }],
    ['one role fewer', { visibleToPositionTypeIds: ['a'] }],
    ['a role swapped for another (same count)', { visibleToPositionTypeIds: ['a', 'c'] }],
    ['visible to all', { visibleToPositionTypeIds: [] }],
  ])('is true when the %s changes', (_, change) => {
    expect(detailsDiffer(loaded, { ...loaded, ...change })).toBe(true);
  });
});

describe('the claim lock', () => {
  it('locks while any claim is open; no claims, no lock', () => {
    expect(isEventStatusLockedByClaims([])).toBe(false);
    expect(isEventStatusLockedByClaims([{ isClosed: true }])).toBe(false);
    expect(isEventStatusLockedByClaims([{ isClosed: true }, { isClosed: false }])).toBe(true);
  });
});

describe('deleteConfirmed', () => {
  it('needs the event number exactly', () => {
    expect(deleteConfirmed('E-2026-00042', 'E-2026-00042')).toBe(true);
    for (const typed of ['', 'e-2026-00042', ' E-2026-00042', 'E-2026-0004', 'E-2026-000421']) {
      expect(deleteConfirmed(typed, 'E-2026-00042')).toBe(false);
    }
    expect(deleteConfirmed('', '')).toBe(false);
  });
});
