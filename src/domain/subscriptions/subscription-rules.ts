import { US_STATES } from '../common/us-states.ts';
import {
  DELAY_HOURS,
  isValidDelayHours,
  locationListField,
  qualifierTypeFor,
  type SubscriptionDraft,
} from './subscription.ts';

/**
 * The rules of a subscription a schema cannot say (spec 002 §5 "Subscription"), for the editor
 * and the save alike: each problem names its field as the API does ('filters.0.conditions.1.delayHours').
 * The server adds what needs the database (ids of the company, inactive roles).
 */
export interface SubscriptionProblem {
  field: string;
  message: string;
}

export const SUBSCRIPTION_RULE_MESSAGES = {
  nameRequired: 'Name is required',
  conditionRequired: 'At least one condition is required',
  subscriberRequired: 'At least one subscriber is required',
  recipientRequired: 'A recipient is required',
  delayRange: `Delay hours must be from ${DELAY_HOURS.min} to ${DELAY_HOURS.max}`,
  delayOnlyUnchanged: 'Delay hours apply only to Unchanged',
  frequencyRequired: 'Frequency is required',
  frequencyOnlyUnchanged: 'Frequency applies only to Unchanged',
  qualifierType: 'does not match the action type',
  statusOnlyForStatus: 'A status applies only to Changed and Unchanged',
  categoryNeedsType: 'The category selector needs a type first',
  locationListRequired: {
    propertyIds: 'At least one property is required',
    propertyGroupIds: 'At least one property group is required',
    stateAbbreviations: 'At least one state is required',
  },
  otherListEmpty: 'must be empty for this location type',
  unknownState: 'is not a US state',
} as const;

const STATE_CODES = new Set(US_STATES.map((state) => state.abbreviation));
const LIST_FIELDS = ['propertyIds', 'propertyGroupIds', 'stateAbbreviations'] as const;

export function subscriptionProblems(draft: SubscriptionDraft): SubscriptionProblem[] {
  const m = SUBSCRIPTION_RULE_MESSAGES;
  const problems: SubscriptionProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (draft.name.trim() === '') add('name', m.nameRequired);
  if (draft.filters.length === 0) add('filters', m.conditionRequired);
  draft.filters.forEach((filter, f) => {
    if (filter.conditions.length === 0) add(`filters.${f}.conditions`, m.conditionRequired);
    filter.conditions.forEach((condition, c) => {
      const at = `filters.${f}.conditions.${c}`;
      const elapsed = condition.actionType === 'TimeElapsed';
      if (elapsed && !isValidDelayHours(condition.delayHours)) add(`${at}.delayHours`, m.delayRange);
      if (!elapsed && condition.delayHours !== null) add(`${at}.delayHours`, m.delayOnlyUnchanged);
      if (elapsed && condition.frequencyType === null) add(`${at}.frequencyType`, m.frequencyRequired);
      if (!elapsed && condition.frequencyType !== null) add(`${at}.frequencyType`, m.frequencyOnlyUnchanged);
      const { qualifier } = condition;
      if (qualifier.type !== qualifierTypeFor(condition.actionType)) add(`${at}.qualifier.type`, m.qualifierType);
      if (qualifier.statusValue !== null && qualifier.type !== 'StatusTypeAndCategory') {
        add(`${at}.qualifier.statusValue`, m.statusOnlyForStatus);
      }
      if (qualifier.categoryId !== null && qualifier.typeId === null)
        add(`${at}.qualifier.categoryId`, m.categoryNeedsType);
    });
    filter.locations.forEach((location, l) => {
      const at = `filters.${f}.locations.${l}`;
      const own = locationListField(location.locationConditionType);
      if (location[own].length === 0) add(`${at}.${own}`, m.locationListRequired[own]);
      for (const other of LIST_FIELDS) {
        if (other !== own && location[other].length > 0) add(`${at}.${other}`, m.otherListEmpty);
      }
      location.stateAbbreviations.forEach((code, s) => {
        if (!STATE_CODES.has(code)) add(`${at}.stateAbbreviations.${s}`, m.unknownState);
      });
    });
  });
  if (draft.subscribers.length === 0) add('subscribers', m.subscriberRequired);
  draft.subscribers.forEach((subscriber, s) => {
    if (subscriber.recipientQualifier === null) add(`subscribers.${s}.recipientQualifier`, m.recipientRequired);
  });
  return problems;
}
