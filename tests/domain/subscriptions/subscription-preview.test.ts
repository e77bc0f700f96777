import { describe, expect, it } from 'vitest';
import { setDelayHours } from '../../../src/client/pages/subscriptions/subscription-editor.ts';
import {
  type ActionType,
  conditionFor,
  type SubscriptionCondition,
  type SubscriptionDraft,
  type SubscriptionLocation,
  type SubscriptionSubscriber,
} from '../../../src/domain/subscriptions/subscription.ts';
import {
  joinWords,
  PREVIEW_UNKNOWN,
  subscriptionPreview,
} from '../../../src/domain/subscriptions/subscription-preview.ts';

const names = {
  eventTypes: { water: 'Water Intrusion', fire: 'Fire' },
  categories: { roof: 'Roof Leak' },
  properties: { bay: 'Bay View', oak: 'Oak Court', elm: 'Elm Street' },
  propertyGroups: { harbor: 'Harbor', north: 'North' },
  people: { jane: 'Jane Doe', sam: 'Sam Roe' },
  roles: { manager: 'Manager', tech: 'Maintenance' },
};

const location = (type: SubscriptionLocation['locationConditionType'], ids: string[]): SubscriptionLocation => ({
  locationConditionType: type,
  propertyIds: type === 'Properties' ? ids : [],
  propertyGroupIds: type === 'PropertyGroups' ? ids : [],
  stateAbbreviations: type === 'States' ? ids : [],
});

const condition = (actionType: ActionType, changes: Partial<SubscriptionCondition['qualifier']> = {}) => {
  const base = conditionFor(actionType);
  return { ...base, qualifier: { ...base.qualifier, ...changes } };
};

const subscription = (
  conditions: SubscriptionCondition[],
  locations: SubscriptionLocation[] = [],
  subscribers: SubscriptionSubscriber[] = [
    { recipientType: 'Role', recipientQualifier: 'manager', mediaType: 'Email' },
  ],
): SubscriptionDraft => ({
  name: 'x',
  subjectType: 'Event',
  filtersOperator: 'OR',
  filters: [{ conditionsOperator: 'OR', conditions, locations }],
  subscribers,
});

describe('the Notification Preview sentence (spec 002 §2.7)', () => {
  it("reads the issue's example", () => {
    const s = subscription([condition('Created', { typeId: 'water' })], [location('PropertyGroups', ['harbor'])]);
    expect(subscriptionPreview(s, names)).toBe(
      'When an Event is Created of type Water Intrusion at any property in Harbor, e-mail the Manager role',
    );
  });

  it.each([
    ['Created', {}, 'is Created'],
    ['Deleted', {}, 'is Deleted'],
    ['StatusChanged', {}, 'is Changed to any status'],
    ['StatusChanged', { statusValue: 'ReportInProgress' }, 'is Changed to SOP In Progress'],
    ['TimeElapsed', {}, 'is Unchanged for 1 hour'],
    ['TimeElapsed', { statusValue: 'New' }, 'is Unchanged in New for 1 hour'],
  ] as const)('action %s %j reads "%s"', (action, qualifier, words) => {
    expect(subscriptionPreview(subscription([condition(action, qualifier)]), names)).toBe(
      `When an Event ${words} at any property, e-mail the Manager role`,
    );
  });

  it('an Unchanged condition names its delay in hours and its repeat', () => {
    const hourly = { ...condition('TimeElapsed', { statusValue: 'PendingApproval' }), delayHours: 24 };
    expect(subscriptionPreview(subscription([hourly]), names)).toContain(
      'is Unchanged in Pending Approval for 24 hours at',
    );
    for (const [frequency, word] of [
      ['Hourly', 'hourly'],
      ['Daily', 'daily'],
      ['Weekly', 'weekly'],
      ['Monthly', 'monthly'],
    ] as const) {
      const repeated = { ...hourly, frequencyType: frequency };
      expect(subscriptionPreview(subscription([repeated]), names)).toContain(`for 24 hours (repeated ${word}) at`);
    }
  });

  it('a delay the editor cleared as invalid reads as missing, never as 0 hours (issue 23, 8)', () => {
    const typed = setDelayHours(subscription([condition('TimeElapsed')]), 0, 0, '500');
    expect(typed.filters[0]?.conditions[0]?.delayHours).toBeNull();
    const sentence = subscriptionPreview(typed, names);
    expect(sentence).toContain(`is Unchanged for ${PREVIEW_UNKNOWN} hours at any property`);
    expect(sentence).not.toMatch(/\b0 hours/);
    // Whatever slips past the editor reads as the save would take it: a delay it refuses is missing.
    for (const delayHours of [0, 169, 1.5]) {
      const off = { ...condition('TimeElapsed'), delayHours };
      expect(subscriptionPreview(subscription([off]), names)).toContain(`for ${PREVIEW_UNKNOWN} hours`);
    }
    const fixed = setDelayHours(typed, 0, 0, '1');
    expect(subscriptionPreview(fixed, names)).toContain('is Unchanged for 1 hour at');
  });

  it('qualifiers: type, type and category, High severity; Low reads as any severity', () => {
    const typed = condition('Created', { typeId: 'water', categoryId: 'roof', eventSeverityLevel: 'High' });
    expect(subscriptionPreview(subscription([typed]), names)).toBe(
      'When an Event is Created of type Water Intrusion and category Roof Leak with High severity at any property, e-mail the Manager role',
    );
    const low = condition('Deleted', { typeId: 'fire', eventSeverityLevel: 'Low' });
    expect(subscriptionPreview(subscription([low]), names)).toContain('is Deleted of type Fire at any property');
  });

  it('several conditions of a filter are joined with or', () => {
    const s = subscription([condition('Created'), condition('Deleted'), condition('StatusChanged')]);
    expect(subscriptionPreview(s, names)).toContain(
      'is Created, is Deleted or is Changed to any status at any property',
    );
  });

  it('every location kind, and several of them', () => {
    const preview = (locations: SubscriptionLocation[]) =>
      subscriptionPreview(subscription([condition('Created')], locations), names);
    expect(preview([location('Properties', ['bay'])])).toContain('is Created at Bay View,');
    expect(preview([location('Properties', ['bay', 'oak', 'elm'])])).toContain('at Bay View, Oak Court or Elm Street,');
    expect(preview([location('PropertyGroups', ['harbor', 'north'])])).toContain('at any property in Harbor or North,');
    expect(preview([location('States', ['CA', 'NV'])])).toContain('at any property in California or Nevada,');
    expect(preview([location('Properties', ['bay']), location('States', ['TX'])])).toContain(
      'at Bay View or at any property in Texas,',
    );
  });

  it('several filters each say their own conditions and locations', () => {
    const s = subscription([condition('Created')], [location('Properties', ['bay'])]);
    s.filters.push({ conditionsOperator: 'OR', conditions: [condition('Deleted')], locations: [] });
    expect(subscriptionPreview(s, names)).toBe(
      'When an Event is Created at Bay View, or when an Event is Deleted at any property, e-mail the Manager role',
    );
  });

  it('subscribers: people and roles, by e-mail and by text, and the on-call number', () => {
    const mixed: SubscriptionSubscriber[] = [
      { recipientType: 'Role', recipientQualifier: 'manager', mediaType: 'Email' },
      { recipientType: 'Person', recipientQualifier: 'jane', mediaType: 'Email' },
      { recipientType: 'Person', recipientQualifier: 'sam', mediaType: 'Text' },
      { recipientType: 'Role', recipientQualifier: 'tech', mediaType: 'Text' },
    ];
    expect(subscriptionPreview(subscription([condition('Created')], [], mixed), names)).toBe(
      'When an Event is Created at any property, e-mail the Manager role and Jane Doe, and text Sam Roe and the Maintenance role',
    );
    const textOnly: SubscriptionSubscriber[] = [
      { recipientType: 'Person', recipientQualifier: 'jane', mediaType: 'Text' },
    ];
    expect(subscriptionPreview(subscription([condition('Created')], [], textOnly), names)).toMatch(/, text Jane Doe$/);
    const onCall = { ...condition('Created'), notifyOnCall: true };
    expect(subscriptionPreview(subscription([onCall]), names)).toBe(
      "When an Event is Created at any property, e-mail the Manager role, and text the property's on-call number",
    );
    expect(subscriptionPreview(subscription([condition('Created')], [], []), names)).toMatch(/, notify no one$/);
  });

  it('reads an unfinished editor: unknown names and empty lists show …', () => {
    const s = subscription(
      [condition('Created', { typeId: 'missing' })],
      [location('Properties', [])],
      [{ recipientType: 'Person', recipientQualifier: null, mediaType: 'Email' }],
    );
    expect(subscriptionPreview(s)).toBe(
      `When an Event is Created of type ${PREVIEW_UNKNOWN} at ${PREVIEW_UNKNOWN}, e-mail ${PREVIEW_UNKNOWN}`,
    );
    expect(subscriptionPreview({ ...s, filters: [] })).toBe(
      `When an Event ${PREVIEW_UNKNOWN}, e-mail ${PREVIEW_UNKNOWN}`,
    );
  });

  it('joins words the English way', () => {
    expect(joinWords([], 'and')).toBe('');
    expect(joinWords(['A'], 'and')).toBe('A');
    expect(joinWords(['A', 'B'], 'or')).toBe('A or B');
    expect(joinWords(['A', 'B', 'C'], 'and')).toBe('A, B and C');
  });
});
