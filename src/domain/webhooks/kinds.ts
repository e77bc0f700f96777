/**
 * The kinds of webhook delivery a company may choose (issue 28, 2): the contract's `kinds` enum,
 * the server's fan-out (src/server/modules/webhooks/kind-of.ts maps each recorded domain event type
 * to one of these) and the browser's checkboxes read this one list.
 */
export const WEBHOOK_KINDS = [
  'event.created',
  'event.status_changed',
  'event.updated',
  'event.deleted',
  'claim.saved',
  'task.completed',
] as const;

export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** The states of one delivery: waiting (first try or a retry), delivered (a 2xx), or given up after the retry window. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
