import { ACTION_TYPES, MEDIA_TYPES } from '../../src/domain/subscriptions/subscription.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';
import { savedSubscriptionSchema } from './entity.ts';

/**
 * Subscriptions: what the endpoints answer beyond the subscription itself — the list's rows and
 * the Deliveries list.
 */

export const subscriptionRowSchema = {
  type: 'object',
  required: ['id', 'name', 'lastSentUtc'],
  additionalProperties: false,
  properties: { id: uuid, name: text, lastSentUtc: savedSubscriptionSchema.properties.lastSentUtc },
} as const;

/**
 * Pending (to be sent), Sent, Failed (after the retries, or nowhere to send it), Skipped (named by
 * the subscription but not sent on purpose: lastError says why — the same notice went through
 * another subscription, they may not see the event, an inactive role, an archived person).
 */
export const DELIVERY_STATUSES = ['Pending', 'Sent', 'Failed', 'Skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One message a subscription sent (or tried to, or skipped on purpose) for one event change to one recipient. */
export const deliveryRowSchema = {
  type: 'object',
  required: [
    'id',
    'subscriptionId',
    'subscriptionName',
    'eventId',
    'eventNumber',
    'actionType',
    'recipientName',
    'mediaType',
    'address',
    'subject',
    'status',
    'attempts',
    'lastError',
    'createdUtc',
    'sentUtc',
    'propertyTimeZone',
  ],
  additionalProperties: false,
  properties: {
    id: uuid,
    subscriptionId: uuid,
    subscriptionName: text,
    eventId: uuid,
    eventNumber: { type: ['string', 'null'] },
    actionType: { type: 'string', enum: ACTION_TYPES },
    recipientName: { type: 'string', description: "The person's name, or 'On-call number'" },
    mediaType: { type: 'string', enum: MEDIA_TYPES },
    address: { type: 'string', description: 'The e-mail address or phone number it went to' },
    subject: text,
    status: { type: 'string', enum: DELIVERY_STATUSES },
    attempts: { type: 'integer', minimum: 0 },
    lastError: {
      type: ['string', 'null'],
      description: 'Why it failed (the last error), or why it was skipped',
    },
    createdUtc: { type: 'string', format: 'date-time' },
    sentUtc: { type: ['string', 'null'], format: 'date-time' },
    propertyTimeZone: {
      type: ['string', 'null'],
      description: "The IANA time zone of the event's property, its times are shown in (null: the event is gone)",
    },
  },
} as const;

export type DeliveryRow = FromSchema<typeof deliveryRowSchema>;
