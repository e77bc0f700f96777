import { describe, expect, it } from 'vitest';
import { EVENT_STATUS } from '../../../src/domain/events/event-status.ts';
import {
  ACTION_TYPE_OPTIONS,
  conditionFor,
  eventStatusOfSubscriptionStatus,
  isValidDelayHours,
  latestUnchangedDueUtc,
  newSubscription,
  nextRepeatUtc,
  REPORTING_STATUS,
  SEVERITY_CHOICE_OPTIONS,
  SUBSCRIPTION_STATUSES,
  severityChoiceMatches,
  statusChoiceMatches,
  subscriptionStatusLabel,
  subscriptionStatusOfEventStatus,
} from '../../../src/domain/subscriptions/subscription.ts';

describe('subscription names and values (spec 002 §4, §5, §9)', () => {
  it('action types and their labels', () => {
    expect(ACTION_TYPE_OPTIONS.map((o) => o.value)).toEqual(['Created', 'Deleted', 'StatusChanged', 'TimeElapsed']);
    expect(ACTION_TYPE_OPTIONS.map((o) => o.label)).toEqual(['Created', 'Deleted', 'Changed', 'Unchanged']);
  });

  it('statuses map to the event status numbers and back; Any is null', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual([
      'New',
      'InProgress',
      'PendingApproval',
      'Approved',
      'Complete',
      'ReportInProgress',
      'ClaimInProgress',
    ]);
    expect(eventStatusOfSubscriptionStatus('ReportInProgress')).toBe(EVENT_STATUS.sopInProgress);
    expect(eventStatusOfSubscriptionStatus('ClaimInProgress')).toBe(EVENT_STATUS.claimInProgress);
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(subscriptionStatusOfEventStatus(eventStatusOfSubscriptionStatus(status))).toBe(status);
    }
    expect(subscriptionStatusLabel('ReportInProgress')).toBe('SOP In Progress');
    expect(subscriptionStatusLabel(null)).toBe('Any');
  });

  it("severity: Low is shown 'High and Low' and matches both; High only high", () => {
    expect(SEVERITY_CHOICE_OPTIONS[0]).toEqual({ value: 'Low', label: 'High and Low' });
    expect(severityChoiceMatches('Low', 0)).toBe(true);
    expect(severityChoiceMatches('Low', 1)).toBe(true);
    expect(severityChoiceMatches('High', 0)).toBe(false);
    expect(severityChoiceMatches('High', 1)).toBe(true);
  });

  it('status: Any (null) matches every event, a status only events in it, an unknown status only Any', () => {
    expect(statusChoiceMatches(null, EVENT_STATUS.complete)).toBe(true);
    expect(statusChoiceMatches(null, null)).toBe(true);
    expect(statusChoiceMatches('ReportInProgress', EVENT_STATUS.sopInProgress)).toBe(true);
    expect(statusChoiceMatches('ReportInProgress', EVENT_STATUS.new)).toBe(false);
    expect(statusChoiceMatches('New', null)).toBe(false);
    expect(statusChoiceMatches('New', 6)).toBe(false);
  });

  it('delay hours 1 to 168', () => {
    expect([0, 1, 168, 169, 1.5, '2'].map(isValidDelayHours)).toEqual([false, true, true, false, false, false]);
  });

  it('changing the action resets the qualifier; Unchanged sets delay 1 and Once (§4 Editor transitions)', () => {
    expect(conditionFor('TimeElapsed')).toMatchObject({
      delayHours: 1,
      frequencyType: 'Once',
      qualifier: { type: 'StatusTypeAndCategory', typeId: null, statusValue: null, eventSeverityLevel: 'Low' },
    });
    expect(conditionFor('StatusChanged').qualifier.type).toBe('StatusTypeAndCategory');
    expect(conditionFor('Created')).toMatchObject({
      delayHours: null,
      frequencyType: null,
      qualifier: { type: 'TypeAndCategory' },
    });
    expect(newSubscription().filters[0]?.conditions[0]?.actionType).toBe('TimeElapsed');
  });

  it('repeats of an Unchanged notice', () => {
    const sent = new Date('2025-01-31T10:00:00Z');
    expect(nextRepeatUtc(sent, 'Once')).toBeNull();
    expect(nextRepeatUtc(sent, 'Hourly')?.toISOString()).toBe('2025-01-31T11:00:00.000Z');
    expect(nextRepeatUtc(sent, 'Daily')?.toISOString()).toBe('2025-02-01T10:00:00.000Z');
    expect(nextRepeatUtc(sent, 'Weekly')?.toISOString()).toBe('2025-02-07T10:00:00.000Z');
    expect(nextRepeatUtc(new Date('2025-01-15T10:00:00Z'), 'Monthly')?.toISOString()).toBe('2025-02-15T10:00:00.000Z');
  });
});

describe('when an Unchanged notice falls due', () => {
  const since = new Date('2025-03-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('not before the delay, then once or at each repeat (the latest only)', () => {
    expect(latestUnchangedDueUtc(since, 4, 'Once', at('2025-03-01T03:59:59Z'))).toBeNull();
    expect(latestUnchangedDueUtc(since, 4, 'Once', at('2025-03-09T00:00:00Z'))?.toISOString()).toBe(
      '2025-03-01T04:00:00.000Z',
    );
    expect(latestUnchangedDueUtc(since, 4, 'Hourly', at('2025-03-01T06:30:00Z'))?.toISOString()).toBe(
      '2025-03-01T06:00:00.000Z',
    );
    expect(latestUnchangedDueUtc(since, 1, 'Daily', at('2025-03-03T00:59:00Z'))?.toISOString()).toBe(
      '2025-03-02T01:00:00.000Z',
    );
    expect(latestUnchangedDueUtc(since, 168, 'Weekly', at('2025-03-20T00:00:00Z'))?.toISOString()).toBe(
      '2025-03-15T00:00:00.000Z',
    );
    expect(latestUnchangedDueUtc(since, 24, 'Monthly', at('2025-05-10T00:00:00Z'))?.toISOString()).toBe(
      '2025-05-02T00:00:00.000Z',
    );
  });
});

describe('when Created sends (issue 23, 4; the rule: subscriptions/domain-event-actions.ts)', () => {
  it('once the event leaves SOP In Progress, the status a report starts in', () => {
    expect(REPORTING_STATUS).toBe(EVENT_STATUS.sopInProgress);
  });
});
