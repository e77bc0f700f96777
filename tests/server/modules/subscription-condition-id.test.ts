import { describe, expect, it } from 'vitest';
import { CANONICAL_UUID } from '../../../src/domain/common/uuid.ts';
import { conditionFor, type SubscriptionFilter } from '../../../src/domain/subscriptions/subscription.ts';
import { conditionId } from '../../../src/server/modules/subscriptions/subscription-match-rows.ts';

const SUBSCRIPTION = '0b6f4f0e-8c8e-4a8e-9d7e-2a5c1d6e7f80';
const filter = (overrides: Partial<SubscriptionFilter> = {}): SubscriptionFilter => ({
  conditionsOperator: 'OR',
  conditions: [{ ...conditionFor('TimeElapsed'), delayHours: 2, frequencyType: 'Hourly' }],
  locations: [{ locationConditionType: 'States', propertyIds: [], propertyGroupIds: [], stateAbbreviations: ['IL'] }],
  ...overrides,
});

describe('a subscription condition keeps its id while it stays as it was', () => {
  it('is a UUID derived from the subscription, the filter and the condition', () => {
    const id = conditionId(SUBSCRIPTION, 0, filter(), 0);
    expect(id).toMatch(CANONICAL_UUID);
    expect(id[14]).toBe('5');
    expect('89ab').toContain(id[19]);
    expect(conditionId(SUBSCRIPTION, 0, filter(), 0)).toBe(id);
  });

  it('changes with anything that changes what it matches', () => {
    const id = conditionId(SUBSCRIPTION, 0, filter(), 0);
    const [condition] = filter().conditions;
    expect(conditionId(SUBSCRIPTION.replace('0b', '1b'), 0, filter(), 0)).not.toBe(id);
    expect(conditionId(SUBSCRIPTION, 1, filter(), 0)).not.toBe(id);
    expect(conditionId(SUBSCRIPTION, 0, filter({ conditions: [{ ...condition, delayHours: 3 }] }), 0)).not.toBe(id);
    expect(
      conditionId(
        SUBSCRIPTION,
        0,
        filter({
          locations: [
            { locationConditionType: 'States', propertyIds: [], propertyGroupIds: [], stateAbbreviations: ['OR'] },
          ],
        }),
        0,
      ),
    ).not.toBe(id);
  });
});
