import { uuid } from '../primitives.ts';
import { companyEndpoint, listEndpoint } from '../protocol/contract.ts';
import { savedSubscriptionSchema, subscriptionSchema } from './entity.ts';
import { DELIVERY_STATUSES, deliveryRowSchema, subscriptionRowSchema } from './replies.ts';

/**
 * Subscriptions: the endpoint table (schemas/endpoints.ts lists it under subscriptions).
 */

const tag = 'subscriptions';
const need = 'manageSubscriptions';

/** Subscriptions (spec 002 §7): every call needs manageSubscriptions. */
export const subscriptionEndpoints = {
  list: listEndpoint({
    path: '/subscriptions',
    tag,
    summary: "One page of the company's subscriptions by name",
    need,
    sortFields: ['name'],
    defaultDirection: 'asc',
    envelope: 'subscriptions',
    row: subscriptionRowSchema,
    totalDescription: 'Subscriptions matching the search, over all pages',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/subscriptions/:id',
    tag,
    summary: 'One subscription of the company as the editor edits it',
    need,
    reply: { type: 'object', required: ['subscription'], properties: { subscription: savedSubscriptionSchema } },
    envelope: 'subscription',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/subscriptions',
    tag,
    summary: 'Create (no id) or update a subscription of the company',
    description:
      '400 naming the field: name, a location list of its type, a recipient, delay (1–168) and frequency only for TimeElapsed, at least one condition and one subscriber, ids of the company, no inactive role. Records subscription.created / subscription.updated.',
    need,
    body: subscriptionSchema,
    reply: {
      type: 'object',
      required: ['success', 'subscription'],
      properties: { success: { type: 'boolean' }, subscription: savedSubscriptionSchema },
    },
    envelope: 'subscription',
  }),
  delete: companyEndpoint({
    method: 'DELETE',
    path: '/subscriptions/:id',
    tag,
    summary: 'Delete a subscription of the company (its deliveries stay listed)',
    need,
    reply: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
  }),
  deliveries: listEndpoint({
    path: '/subscriptionDeliveries',
    tag,
    summary: 'One page of what the subscriptions sent, newest first, optionally of one subscription or status',
    description:
      "Beyond the spec: each message to each recipient, how, when, failures after the retries, and recipients skipped on purpose with the reason (one notice per recipient, change and medium: the same notice through another subscription; may not see the event; an inactive role; archived). The search matches the recipient's name and address. Only deliveries about events the caller may see (the events' visibility rule; a deleted event's stay listed to those who could see it), the total counting only those.",
    need,
    sortFields: ['createdUtc'],
    extra: {
      subscriptionId: { ...uuid, description: "Only this subscription's deliveries" },
      status: { type: 'string', enum: DELIVERY_STATUSES, description: 'Only the deliveries in this state' },
    },
    envelope: 'deliveries',
    row: deliveryRowSchema,
    totalDescription: 'Deliveries matching the filter, over all pages',
  }),
} as const;
