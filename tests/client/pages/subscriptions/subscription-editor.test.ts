import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addFilter,
  addLocation,
  addSubscriber,
  canRemoveCondition,
  canRemoveSubscriber,
  isValidSubscription,
  locationValues,
  missingForSave,
  newSubscriptionDraft,
  parseDelayHours,
  removeCondition,
  removeLocation,
  removeSubscriber,
  roleChoices,
  saveState,
  setActionType,
  setCategory,
  setDelayHours,
  setEventType,
  setFrequency,
  setLocationType,
  setLocationValues,
  setMediaType,
  setName,
  setNotifyOnCall,
  setRecipient,
  setRecipientType,
  setSeverity,
  setStatus,
  setSubjectType,
  subscriptionProblems,
} from '../../../../src/client/pages/subscriptions/subscription-editor.ts';
import { actionHelp } from '../../../../src/client/pages/subscriptions/subscription-words.ts';
import type { SubscriptionDraft } from '../../../../src/domain/subscriptions/subscription.ts';
import { SUBSCRIPTION_RULE_MESSAGES as RULES } from '../../../../src/domain/subscriptions/subscription-rules.ts';

const condition = (draft: SubscriptionDraft, f = 0, c = 0) => draft.filters[f]!.conditions[c]!;

/** A draft that can be saved: named, an Email subscriber for role r1. */
const valid = () => setRecipient(setRecipientType(setName(newSubscriptionDraft(), 'Water'), 0, 'Role'), 0, 'r1');

describe('a new subscription', () => {
  it('starts with no name, one filter of one Unchanged (TimeElapsed) condition, one person e-mail subscriber', () => {
    const draft = newSubscriptionDraft();
    expect(draft).toMatchObject({ name: '', subjectType: 'Event', filtersOperator: 'OR' });
    expect(draft.filters).toHaveLength(1);
    expect(draft.filters[0]).toMatchObject({ conditionsOperator: 'OR', locations: [] });
    expect(condition(draft)).toEqual({
      actionType: 'TimeElapsed',
      delayHours: 1,
      frequencyType: 'Once',
      qualifier: {
        type: 'StatusTypeAndCategory',
        typeId: null,
        categoryId: null,
        statusValue: null,
        qualifierSubjectType: 'Event',
        eventSeverityLevel: 'Low',
      },
      notifyOnCall: false,
    });
    expect(draft.subscribers).toEqual([{ recipientType: 'Person', recipientQualifier: null, mediaType: 'Email' }]);
  });
});

describe('changing the action type resets the qualifier', () => {
  const chosen = () => {
    let draft = setEventType(newSubscriptionDraft(), 0, 0, 't1');
    draft = setCategory(draft, 0, 0, 'c1');
    draft = setStatus(draft, 0, 0, 'InProgress');
    return setSeverity(draft, 0, 0, 'High');
  };

  it('Created and Deleted: TypeAndCategory, nothing chosen, severity Low, no delay or frequency', () => {
    for (const action of ['Created', 'Deleted'] as const) {
      const next = condition(setActionType(chosen(), 0, 0, action));
      expect(next).toEqual({
        actionType: action,
        delayHours: null,
        frequencyType: null,
        qualifier: {
          type: 'TypeAndCategory',
          typeId: null,
          categoryId: null,
          statusValue: null,
          qualifierSubjectType: 'Event',
          eventSeverityLevel: 'Low',
        },
        notifyOnCall: false,
      });
    }
  });

  it('StatusChanged: StatusTypeAndCategory with no delay or frequency', () => {
    const next = condition(setActionType(chosen(), 0, 0, 'StatusChanged'));
    expect(next.qualifier).toMatchObject({ type: 'StatusTypeAndCategory', typeId: null, eventSeverityLevel: 'Low' });
    expect(next.delayHours).toBeNull();
    expect(next.frequencyType).toBeNull();
  });

  it('TimeElapsed: StatusTypeAndCategory, delay 1 hour, frequency Once', () => {
    let draft = setActionType(chosen(), 0, 0, 'Created');
    draft = setActionType(draft, 0, 0, 'TimeElapsed');
    expect(condition(draft)).toMatchObject({ actionType: 'TimeElapsed', delayHours: 1, frequencyType: 'Once' });
    expect(condition(draft).qualifier.type).toBe('StatusTypeAndCategory');
  });

  it('keeps the on-call switch (it is not part of the qualifier)', () => {
    const draft = setNotifyOnCall(chosen(), 0, 0, true);
    expect(condition(setActionType(draft, 0, 0, 'Created')).notifyOnCall).toBe(true);
  });

  it('changes only the condition it is asked to', () => {
    const draft = setActionType(addCondition(chosen(), 0), 0, 1, 'Created');
    expect(condition(draft, 0, 0).qualifier.typeId).toBe('t1');
    expect(condition(draft, 0, 1).actionType).toBe('Created');
  });
});

describe('event type, category, status, severity, delay and frequency', () => {
  it('changing the event type clears the category', () => {
    let draft = setCategory(setEventType(newSubscriptionDraft(), 0, 0, 't1'), 0, 0, 'c1');
    expect(condition(draft).qualifier).toMatchObject({ typeId: 't1', categoryId: 'c1' });
    draft = setEventType(draft, 0, 0, 't2');
    expect(condition(draft).qualifier).toMatchObject({ typeId: 't2', categoryId: null });
  });

  it('a category needs a type first (the selector is disabled until then)', () => {
    expect(condition(setCategory(newSubscriptionDraft(), 0, 0, 'c1')).qualifier.categoryId).toBeNull();
  });

  it('sets the status (null is Any), the severity and the frequency', () => {
    let draft = setStatus(newSubscriptionDraft(), 0, 0, 'Complete');
    draft = setSeverity(draft, 0, 0, 'High');
    draft = setFrequency(draft, 0, 0, 'Weekly');
    expect(condition(draft)).toMatchObject({
      frequencyType: 'Weekly',
      qualifier: { statusValue: 'Complete', eventSeverityLevel: 'High' },
    });
    expect(condition(setStatus(draft, 0, 0, null)).qualifier.statusValue).toBeNull();
  });

  it('delay hours are whole numbers 1 to 168; anything else is cleared', () => {
    expect(parseDelayHours('1')).toBe(1);
    expect(parseDelayHours(168)).toBe(168);
    expect(parseDelayHours(' 24 ')).toBe(24);
    for (const bad of ['0', '169', '-1', '1.5', 'abc', '', null, undefined, 2.5])
      expect(parseDelayHours(bad)).toBeNull();
    const draft = setDelayHours(newSubscriptionDraft(), 0, 0, '200');
    expect(condition(draft).delayHours).toBeNull();
    expect(condition(setDelayHours(draft, 0, 0, '48')).delayHours).toBe(48);
  });
});

describe('conditions and filters', () => {
  it('adds a condition to a filter (OR)', () => {
    const draft = addCondition(newSubscriptionDraft(), 0);
    expect(draft.filters[0]!.conditions).toHaveLength(2);
  });

  it('delete shows only when more than one condition or filter exists', () => {
    const one = newSubscriptionDraft();
    expect(canRemoveCondition(one)).toBe(false);
    expect(removeCondition(one, 0, 0)).toBe(one);
    expect(canRemoveCondition(addCondition(one, 0))).toBe(true);
    expect(canRemoveCondition(addFilter(one))).toBe(true);
  });

  it('removes a condition of a filter with several', () => {
    const draft = setActionType(addCondition(newSubscriptionDraft(), 0), 0, 1, 'Created');
    const next = removeCondition(draft, 0, 0);
    expect(next.filters[0]!.conditions.map((each) => each.actionType)).toEqual(['Created']);
  });

  it('removing the last condition of a filter removes that filter', () => {
    let draft = addFilter(newSubscriptionDraft());
    draft = addLocation(draft, 1);
    draft = setActionType(draft, 0, 0, 'Deleted');
    const next = removeCondition(draft, 1, 0);
    expect(next.filters).toHaveLength(1);
    expect(condition(next).actionType).toBe('Deleted');
  });
});

describe('location conditions', () => {
  it('adds one (Property, empty) and removes it', () => {
    const draft = addLocation(newSubscriptionDraft(), 0);
    expect(draft.filters[0]!.locations).toEqual([
      { locationConditionType: 'Properties', propertyIds: [], propertyGroupIds: [], stateAbbreviations: [] },
    ]);
    expect(removeLocation(draft, 0, 0).filters[0]!.locations).toEqual([]);
  });

  it('keeps the values of its type, without duplicates', () => {
    let draft = addLocation(newSubscriptionDraft(), 0);
    draft = setLocationType(draft, 0, 0, 'States');
    draft = setLocationValues(draft, 0, 0, ['IL', 'WI', 'IL']);
    const location = draft.filters[0]!.locations[0]!;
    expect(location.stateAbbreviations).toEqual(['IL', 'WI']);
    expect(locationValues(location)).toEqual(['IL', 'WI']);
  });

  it('changing a location type resets its id list', () => {
    let draft = addLocation(newSubscriptionDraft(), 0);
    draft = setLocationValues(draft, 0, 0, ['p1']);
    draft = setLocationType(draft, 0, 0, 'PropertyGroups');
    expect(draft.filters[0]!.locations[0]).toEqual({
      locationConditionType: 'PropertyGroups',
      propertyIds: [],
      propertyGroupIds: [],
      stateAbbreviations: [],
    });
    expect(locationValues(draft.filters[0]!.locations[0]!)).toEqual([]);
  });
});

describe('the subject type', () => {
  it('changing it resets the filters to one TimeElapsed condition', () => {
    let draft = addFilter(addLocation(setActionType(newSubscriptionDraft(), 0, 0, 'Created'), 0));
    draft = setSubjectType(draft, 'Event');
    expect(draft.filters).toEqual(newSubscriptionDraft().filters);
  });
});

describe('subscribers', () => {
  it('adds one; delete shows only when there are more than one', () => {
    const one = newSubscriptionDraft();
    expect(canRemoveSubscriber(one)).toBe(false);
    expect(removeSubscriber(one, 0)).toBe(one);
    const two = setRecipient(addSubscriber(one), 1, 'p2');
    expect(canRemoveSubscriber(two)).toBe(true);
    expect(removeSubscriber(two, 0).subscribers).toEqual([
      { recipientType: 'Person', recipientQualifier: 'p2', mediaType: 'Email' },
    ]);
  });

  it('changing the recipient type clears the recipient; the medium stays', () => {
    let draft = setMediaType(setRecipient(newSubscriptionDraft(), 0, 'p1'), 0, 'Text');
    draft = setRecipientType(draft, 0, 'Role');
    expect(draft.subscribers[0]).toEqual({ recipientType: 'Role', recipientQualifier: null, mediaType: 'Text' });
  });
});

describe('roles offered', () => {
  const roles = [
    { id: 'r1', name: 'Manager', active: true },
    { id: 'r2', name: 'Old', active: false },
  ];

  it('creating: inactive roles are hidden', () => {
    expect(roleChoices(roles, false)).toEqual([{ value: 'r1', label: 'Manager', disabled: false }]);
  });

  it("editing: inactive roles are shown '(inactive)' and disabled", () => {
    expect(roleChoices(roles, true)).toEqual([
      { value: 'r1', label: 'Manager', disabled: false },
      { value: 'r2', label: 'Old (inactive)', disabled: true },
    ]);
  });
});

describe('the Save rule', () => {
  const roles = [
    { id: 'r1', name: 'Manager', active: true },
    { id: 'r2', name: 'Old', active: false },
  ];

  it('a named subscription with a recipient may be saved', () => {
    expect(isValidSubscription(valid())).toBe(true);
    expect(saveState(valid(), roles)).toEqual({ disabled: false, warning: null });
  });

  it('name is required (blank counts as none)', () => {
    const draft = setName(valid(), '   ');
    expect(subscriptionProblems(draft).name).toBe(RULES.nameRequired);
    expect(saveState(draft, roles).disabled).toBe(true);
  });

  it('each location list is required', () => {
    for (const type of ['Properties', 'PropertyGroups', 'States'] as const) {
      let draft = setLocationType(addLocation(valid(), 0), 0, 0, type);
      const list = (
        { Properties: 'propertyIds', PropertyGroups: 'propertyGroupIds', States: 'stateAbbreviations' } as const
      )[type];
      expect(subscriptionProblems(draft).locations).toEqual({ '0.0': RULES.locationListRequired[list] });
      draft = setLocationValues(draft, 0, 0, [type === 'States' ? 'IL' : '11111111-1111-4111-8111-111111111111']);
      expect(isValidSubscription(draft)).toBe(true);
    }
  });

  it('each person and role recipient is required', () => {
    for (const type of ['Person', 'Role'] as const) {
      let draft = setRecipientType(valid(), 0, type);
      expect(subscriptionProblems(draft).subscribers).toEqual({ 0: RULES.recipientRequired });
      draft = setRecipient(draft, 0, 'p1');
      expect(isValidSubscription(draft)).toBe(true);
    }
  });

  it('an Unchanged condition with a cleared delay cannot be saved', () => {
    const draft = setDelayHours(valid(), 0, 0, '0');
    expect(subscriptionProblems(draft).conditions).toEqual({ '0.0': RULES.delayRange });
    expect(saveState(draft, roles).disabled).toBe(true);
  });

  it('any inactive role disables Save with the warning', () => {
    const draft = setRecipient(setRecipientType(addSubscriber(valid()), 1, 'Role'), 1, 'r2');
    expect(saveState(draft, roles)).toEqual({
      disabled: true,
      warning: 'This subscription is assigned to one or more inactive roles and cannot be saved',
    });
    // A person whose id happens to equal a role's is not a role.
    const person = setRecipient(setRecipientType(addSubscriber(valid()), 1, 'Person'), 1, 'r2');
    expect(saveState(person, roles)).toEqual({ disabled: false, warning: null });
  });

  it('says in words what still stops Save', () => {
    expect(missingForSave(valid())).toEqual([]);
    let draft = addSubscriber(setName(valid(), ''));
    draft = addLocation(addFilter(draft), 1);
    draft = setDelayHours(draft, 0, 0, 'x');
    expect(missingForSave(draft)).toEqual([
      'Name is required',
      'Rule 1, Condition 1: Delay hours must be from 1 to 168',
      'Rule 2, Location Condition 1: At least one property is required',
      'Subscriber 2: A recipient is required',
    ]);
  });
});

describe("the editor's help under 'Is' (issue 23, 4)", () => {
  it('says Created sends once the report is finished, naming the status it waits out', () => {
    expect(actionHelp('Created')).toContain("the report is finished (the event leaves 'SOP In Progress')");
    expect(actionHelp('Deleted')).toBe('Sent when the event is deleted.');
  });
});
