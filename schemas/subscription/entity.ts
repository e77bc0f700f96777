import {
  ACTION_TYPES,
  DELAY_HOURS,
  FREQUENCY_TYPES,
  LOCATION_CONDITION_TYPES,
  MEDIA_TYPES,
  QUALIFIER_TYPES,
  RECIPIENT_TYPES,
  SEVERITY_CHOICES,
  SUBJECT_TYPES,
  SUBSCRIPTION_OPERATORS,
  SUBSCRIPTION_STATUSES,
} from '../../src/domain/subscriptions/subscription.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';

/**
 * Notification subscriptions (spec 002 §2.6–§2.7, §3 "Subscription", §5 "Subscription", §7
 * "Subscriptions"), and the deliveries they made (beyond the spec: what was sent, to whom, how).
 * The names and values live in src/domain/subscriptions/subscription.ts; the rules a schema cannot say (a list
 * of the location's type, delay and frequency only for Unchanged, ids of the company, active
 * roles) are checked by the save service: 400 naming the field. This file is the entity (a
 * subscription as sent and as saved); the list and delivery rows are replies.ts, the endpoints
 * endpoints.ts.
 */

export const SUBSCRIPTION_LIMITS = {
  nameLength: 200,
  filters: 20,
  conditions: 20,
  locations: 20,
  ids: 500,
  subscribers: 100,
} as const;

const nullableUuid = { type: ['string', 'null'], format: 'uuid', default: null } as const;
const idList = {
  type: 'array',
  maxItems: SUBSCRIPTION_LIMITS.ids,
  uniqueItems: true,
  items: uuid,
  default: [],
} as const;

export const qualifierSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: QUALIFIER_TYPES },
    typeId: nullableUuid,
    categoryId: nullableUuid,
    statusValue: { type: ['string', 'null'], enum: [...SUBSCRIPTION_STATUSES, null], default: null },
    qualifierSubjectType: { type: 'string', enum: SUBJECT_TYPES, default: 'Event' },
    eventSeverityLevel: { type: 'string', enum: SEVERITY_CHOICES, default: 'Low' },
  },
} as const;

export const conditionSchema = {
  type: 'object',
  required: ['actionType', 'qualifier'],
  additionalProperties: false,
  properties: {
    actionType: { type: 'string', enum: ACTION_TYPES },
    delayHours: {
      type: ['integer', 'null'],
      minimum: DELAY_HOURS.min,
      maximum: DELAY_HOURS.max,
      default: null,
      description: 'Hours unchanged before the first notice (1–168); only for TimeElapsed',
    },
    frequencyType: {
      type: ['string', 'null'],
      enum: [...FREQUENCY_TYPES, null],
      default: null,
      description: 'How often an Unchanged notice repeats; only for TimeElapsed',
    },
    qualifier: qualifierSchema,
    notifyOnCall: {
      type: 'boolean',
      default: false,
      description: "Beyond the spec: also text the property's on-call number",
    },
  },
} as const;

export const locationConditionSchema = {
  type: 'object',
  required: ['locationConditionType'],
  additionalProperties: false,
  properties: {
    locationConditionType: { type: 'string', enum: LOCATION_CONDITION_TYPES },
    propertyIds: idList,
    propertyGroupIds: idList,
    stateAbbreviations: {
      type: 'array',
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Z]{2}$' },
      default: [],
    },
  },
} as const;

export const filterSchema = {
  type: 'object',
  required: ['conditions'],
  additionalProperties: false,
  properties: {
    conditionsOperator: { type: 'string', enum: SUBSCRIPTION_OPERATORS, default: 'OR' },
    conditions: { type: 'array', maxItems: SUBSCRIPTION_LIMITS.conditions, items: conditionSchema },
    locations: {
      type: 'array',
      maxItems: SUBSCRIPTION_LIMITS.locations,
      items: locationConditionSchema,
      default: [],
      description: 'Any of them (none: any property of the company)',
    },
  },
} as const;

export const subscriberSchema = {
  type: 'object',
  required: ['recipientType', 'mediaType'],
  additionalProperties: false,
  properties: {
    recipientType: { type: 'string', enum: RECIPIENT_TYPES },
    recipientQualifier: { ...nullableUuid, description: 'The person id or role id (required)' },
    mediaType: { type: 'string', enum: MEDIA_TYPES },
  },
} as const;

/** The body of POST /subscriptions: no id creates, an id updates. */
export const subscriptionSchema = {
  type: 'object',
  required: ['name', 'filters', 'subscribers'],
  additionalProperties: false,
  properties: {
    id: { type: ['string', 'null'], format: 'uuid' },
    name: { type: 'string', maxLength: SUBSCRIPTION_LIMITS.nameLength },
    subjectType: { type: 'string', enum: SUBJECT_TYPES, default: 'Event' },
    filtersOperator: { type: 'string', enum: SUBSCRIPTION_OPERATORS, default: 'OR' },
    filters: { type: 'array', maxItems: SUBSCRIPTION_LIMITS.filters, items: filterSchema },
    subscribers: { type: 'array', maxItems: SUBSCRIPTION_LIMITS.subscribers, items: subscriberSchema },
  },
} as const;

export type SubscriptionInput = FromSchema<typeof subscriptionSchema>;

const requireAll = <const S extends { properties: Record<string, unknown> }>(schema: S) =>
  ({ ...schema, required: Object.keys(schema.properties) as (keyof S['properties'] & string)[] }) as S & {
    required: (keyof S['properties'] & string)[];
  };

const savedQualifier = requireAll(qualifierSchema);
const savedCondition = requireAll({
  ...conditionSchema,
  properties: { ...conditionSchema.properties, qualifier: savedQualifier },
});
const savedLocation = requireAll(locationConditionSchema);
const savedFilter = requireAll({
  ...filterSchema,
  properties: {
    ...filterSchema.properties,
    conditions: { type: 'array', items: savedCondition },
    locations: { type: 'array', items: savedLocation },
  },
});
const savedSubscriber = requireAll(subscriberSchema);

/** A subscription as GET /subscriptions/{id} and the save answer it, with the preview sentence. */
export const savedSubscriptionSchema = {
  type: 'object',
  required: ['id', 'name', 'lastSentUtc', 'subjectType', 'filtersOperator', 'filters', 'subscribers', 'preview'],
  additionalProperties: false,
  properties: {
    id: uuid,
    name: text,
    lastSentUtc: { type: ['string', 'null'], format: 'date-time', description: 'When it last sent anything' },
    subjectType: subscriptionSchema.properties.subjectType,
    filtersOperator: subscriptionSchema.properties.filtersOperator,
    filters: { type: 'array', items: savedFilter },
    subscribers: { type: 'array', items: savedSubscriber },
    preview: { type: 'string', description: 'The Notification Preview sentence, with the names of today' },
  },
} as const;

export type SavedSubscription = FromSchema<typeof savedSubscriptionSchema>;
