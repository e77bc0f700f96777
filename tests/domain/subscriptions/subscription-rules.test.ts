import { describe, expect, it } from 'vitest';
import {
  conditionFor,
  newSubscription,
  type SubscriptionDraft,
} from '../../../src/domain/subscriptions/subscription.ts';
import {
  SUBSCRIPTION_RULE_MESSAGES as m,
  subscriptionProblems,
} from '../../../src/domain/subscriptions/subscription-rules.ts';

const valid = (): SubscriptionDraft => {
  const draft = newSubscription();
  return {
    ...draft,
    name: 'Stuck',
    subscribers: [{ recipientType: 'Role', recipientQualifier: 'r1', mediaType: 'Email' }],
  };
};

const fieldsOf = (draft: SubscriptionDraft) => subscriptionProblems(draft).map((problem) => problem.field);

describe('subscription rules (spec 002 §5)', () => {
  it('a new subscription with a name and a recipient is valid', () => {
    expect(subscriptionProblems(valid())).toEqual([]);
  });

  it('name, a condition and a subscriber with its recipient are required', () => {
    expect(subscriptionProblems({ ...valid(), name: ' ' })).toEqual([{ field: 'name', message: m.nameRequired }]);
    expect(fieldsOf({ ...valid(), filters: [] })).toEqual(['filters']);
    expect(fieldsOf({ ...valid(), filters: [{ conditionsOperator: 'OR', conditions: [], locations: [] }] })).toEqual([
      'filters.0.conditions',
    ]);
    expect(fieldsOf({ ...valid(), subscribers: [] })).toEqual(['subscribers']);
    expect(
      fieldsOf({ ...valid(), subscribers: [{ recipientType: 'Person', recipientQualifier: null, mediaType: 'Text' }] }),
    ).toEqual(['subscribers.0.recipientQualifier']);
  });

  it('delay 1–168 and a frequency only for Unchanged', () => {
    const withCondition = (condition: SubscriptionDraft['filters'][number]['conditions'][number]) => ({
      ...valid(),
      filters: [{ conditionsOperator: 'OR' as const, conditions: [condition], locations: [] }],
    });
    for (const delayHours of [0, 169, null, 2.5]) {
      expect(fieldsOf(withCondition({ ...conditionFor('TimeElapsed'), delayHours }))).toEqual([
        'filters.0.conditions.0.delayHours',
      ]);
    }
    expect(fieldsOf(withCondition({ ...conditionFor('TimeElapsed'), delayHours: 168 }))).toEqual([]);
    expect(fieldsOf(withCondition({ ...conditionFor('TimeElapsed'), frequencyType: null }))).toEqual([
      'filters.0.conditions.0.frequencyType',
    ]);
    expect(fieldsOf(withCondition({ ...conditionFor('Created'), delayHours: 1, frequencyType: 'Once' }))).toEqual([
      'filters.0.conditions.0.delayHours',
      'filters.0.conditions.0.frequencyType',
    ]);
    const created = conditionFor('Created');
    expect(fieldsOf(withCondition({ ...created, qualifier: { ...created.qualifier, statusValue: 'New' } }))).toEqual([
      'filters.0.conditions.0.qualifier.statusValue',
    ]);
    expect(fieldsOf(withCondition({ ...created, qualifier: { ...created.qualifier, categoryId: 'c1' } }))).toEqual([
      'filters.0.conditions.0.qualifier.categoryId',
    ]);
  });

  it("each location fills its own type's list", () => {
    const located = (location: SubscriptionDraft['filters'][number]['locations'][number]) => {
      const draft = valid();
      draft.filters[0].locations = [location];
      return draft;
    };
    const empty = { propertyIds: [], propertyGroupIds: [], stateAbbreviations: [] };
    expect(subscriptionProblems(located({ ...empty, locationConditionType: 'PropertyGroups' }))).toEqual([
      { field: 'filters.0.locations.0.propertyGroupIds', message: m.locationListRequired.propertyGroupIds },
    ]);
    expect(fieldsOf(located({ ...empty, locationConditionType: 'States', stateAbbreviations: ['CA', 'ZZ'] }))).toEqual([
      'filters.0.locations.0.stateAbbreviations.1',
    ]);
    expect(
      fieldsOf(
        located({ ...empty, locationConditionType: 'Properties', propertyIds: ['p1'], stateAbbreviations: ['CA'] }),
      ),
    ).toEqual(['filters.0.locations.0.stateAbbreviations']);
  });
});
