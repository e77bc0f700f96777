/**
 * The subscription as the editor holds it (spec 002 §3 Subscription, Filter, Condition, Location
 * condition, Subscriber; §4 statuses and action types). Field names are the spec's.
 */
export type SubscriptionSubjectType = 'Event';
export type SubscriptionActionType = 'Created' | 'Deleted' | 'StatusChanged' | 'TimeElapsed';
export type SubscriptionQualifierType = 'TypeAndCategory' | 'StatusTypeAndCategory';
export type SubscriptionFrequencyType = 'Once' | 'Hourly' | 'Daily' | 'Weekly' | 'Monthly';
export type SubscriptionLocationType = 'Property' | 'PropertyGroup' | 'State';
export type SubscriptionRecipientType = 'Person' | 'Role';
export type SubscriptionMediaType = 'Email' | 'Text';
export type SubscriptionSeverity = 'Low' | 'High';

export interface SubscriptionQualifier {
  type: SubscriptionQualifierType;
  typeId: string | null;
  categoryId: string | null;
  /** A subscription event status; null is 'Any'. */
  statusValue: string | null;
  qualifierSubjectType: SubscriptionSubjectType;
  eventSeverityLevel: SubscriptionSeverity;
}

export interface SubscriptionCondition {
  actionType: SubscriptionActionType;
  delayHours: number | null;
  frequencyType: SubscriptionFrequencyType | null;
  qualifier: SubscriptionQualifier;
}

export interface SubscriptionLocation {
  locationConditionType: SubscriptionLocationType;
  propertyIds: string[];
  propertyGroupIds: string[];
  stateAbbreviations: string[];
}

export interface SubscriptionFilter {
  conditionsOperator: 'OR';
  conditions: SubscriptionCondition[];
  locations: SubscriptionLocation[];
}

export interface SubscriptionSubscriber {
  recipientType: SubscriptionRecipientType;
  recipientQualifier: string | null;
  mediaType: SubscriptionMediaType;
}

export interface SubscriptionDraft {
  id?: string;
  name: string;
  subjectType: SubscriptionSubjectType;
  filtersOperator: 'OR';
  filters: SubscriptionFilter[];
  subscribers: SubscriptionSubscriber[];
}
