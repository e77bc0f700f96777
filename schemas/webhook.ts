import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_KINDS } from '../src/domain/webhooks/kinds.ts';
import { uuid } from './primitives.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';

/** The longest endpoint address a webhook may have. */
export const WEBHOOK_URL_MAX = 2000;

const when = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * An outbound webhook of the company (issue 28, 2) as the list shows it: never its signing
 * secret, which is answered once, by the create call.
 */
export const webhookSchema = {
  type: 'object',
  required: ['id', 'url', 'kinds', 'role', 'enabled', 'pausedReason', 'failingSince', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: uuid,
    url: { type: 'string', description: 'Where deliveries are POSTed (https)' },
    kinds: { type: 'array', items: { type: 'string', enum: WEBHOOK_KINDS }, description: 'The kinds it receives' },
    role: {
      type: ['object', 'null'],
      required: ['id', 'name'],
      additionalProperties: false,
      description:
        'The role whose visibility it has: an event limited to roles reaches it only when this role may see it. Null: only events limited to no role',
      properties: { id: uuid, name: { type: 'string' } },
    },
    enabled: { type: 'boolean', description: 'False: paused (by a person, or automatically after days of failures)' },
    pausedReason: {
      type: ['string', 'null'],
      enum: ['failing', null],
      description: "'failing': paused automatically because its deliveries failed for days",
    },
    failingSince: { ...when, description: 'The first failure of the current run of failures (null: none)' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** POST /webhooks: the address, the kinds it receives, whether it starts enabled, and its role. */
export const webhookCreateSchema = {
  type: 'object',
  required: ['url', 'kinds'],
  additionalProperties: false,
  properties: {
    url: {
      type: 'string',
      title: 'URL',
      minLength: 1,
      maxLength: WEBHOOK_URL_MAX,
      description: 'https (http only to a loopback address when WEBHOOKS_ALLOW_HTTP_LOOPBACK=true)',
    },
    kinds: {
      type: 'array',
      title: 'Kinds',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: WEBHOOK_KINDS },
    },
    enabled: { type: 'boolean', default: true, title: 'Enabled' },
    positionTypeId: {
      type: ['string', 'null'],
      format: 'uuid',
      title: 'Role',
      description: 'An active role of the company whose event visibility it has; null or absent: no role',
    },
  },
} as const;

/** POST /webhooks/{id}: pause or enable it. */
export const webhookUpdateSchema = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean', title: 'Enabled' } },
} as const;

/** One delivery of the log, newest first. */
export const webhookDeliverySchema = {
  type: 'object',
  required: [
    'id',
    'kind',
    'objectId',
    'status',
    'attempts',
    'responseCode',
    'durationMs',
    'error',
    'nextAttemptAt',
    'lastAttemptAt',
    'createdAt',
  ],
  additionalProperties: false,
  properties: {
    id: uuid,
    kind: { type: 'string', enum: WEBHOOK_KINDS },
    objectId: { type: ['string', 'null'], format: 'uuid', description: 'The event, claim or task result it is about' },
    status: { type: 'string', enum: WEBHOOK_DELIVERY_STATUSES },
    attempts: { type: 'integer', minimum: 0 },
    responseCode: { type: ['integer', 'null'], description: "The last attempt's HTTP status (null: no answer)" },
    durationMs: { type: ['integer', 'null'], description: "The last attempt's time" },
    error: { type: ['string', 'null'], description: 'Why the last attempt failed, when it did not get an answer' },
    nextAttemptAt: { ...when, description: 'When it is tried next (pending only)' },
    lastAttemptAt: when,
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const tag = 'integrations';
const need = 'manageIntegrations';

const oneWebhook = {
  type: 'object',
  required: ['webhook'],
  additionalProperties: false,
  properties: { webhook: webhookSchema },
} as const;

/**
 * Outbound webhooks (issue 28, 2): each delivery is a JSON POST `{ id, kind, occurredAt,
 * companyId, data }` signed `X-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">` with the
 * webhook's signing secret (docs/integrations.md 'Webhooks'). Every call needs manageIntegrations.
 */
export const webhookEndpoints = {
  list: companyEndpoint({
    method: 'GET',
    path: '/webhooks',
    tag,
    summary: "The company's webhooks, newest first (never their signing secrets)",
    need,
    reply: {
      type: 'object',
      required: ['webhooks'],
      additionalProperties: false,
      properties: { webhooks: { type: 'array', items: webhookSchema } },
    },
    envelope: 'webhooks',
  }),
  create: companyEndpoint({
    method: 'POST',
    path: '/webhooks',
    tag,
    summary: 'Add a webhook; the answer holds its signing secret, which is never shown again',
    description:
      '400 naming the field: a URL that is not https (http only to a loopback address when WEBHOOKS_ALLOW_HTTP_LOOPBACK=true), has credentials, or names a private, loopback, link-local or otherwise non-public address; no kinds or an unknown kind; a role that is not an active role of the company. Records webhook.created.',
    need,
    body: webhookCreateSchema,
    reply: {
      type: 'object',
      required: ['webhook', 'signingSecret'],
      additionalProperties: false,
      properties: {
        webhook: webhookSchema,
        signingSecret: {
          type: 'string',
          description: '`whsec_` and 43 base64url characters: the HMAC key of X-Signature. Shown once.',
        },
      },
    },
    envelope: 'webhook',
  }),
  update: companyEndpoint({
    method: 'POST',
    path: '/webhooks/:id',
    tag,
    summary: 'Pause or enable a webhook of the company',
    description:
      'Enabling clears an automatic pause and its failure run; deliveries left pending resume. Records webhook.updated.',
    need,
    body: webhookUpdateSchema,
    reply: oneWebhook,
    envelope: 'webhook',
  }),
  delete: companyEndpoint({
    method: 'DELETE',
    path: '/webhooks/:id',
    tag,
    summary: 'Delete a webhook of the company: nothing more is sent to it',
    need,
    reply: oneWebhook,
    envelope: 'webhook',
  }),
  deliveries: listEndpoint({
    path: '/webhooks/:id/deliveries',
    tag,
    summary: "One page of a webhook's deliveries, newest first",
    description: "The search matches the kind. Another company's webhook: 404.",
    need,
    sortFields: ['createdAt'],
    envelope: 'deliveries',
    row: webhookDeliverySchema,
    totalDescription: "The webhook's deliveries matching the search, over all pages",
  }),
  resend: companyEndpoint({
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    tag,
    summary: 'Send a delivery again (the same body, a new delivery in the log)',
    need,
    reply: {
      type: 'object',
      required: ['delivery'],
      additionalProperties: false,
      properties: { delivery: webhookDeliverySchema },
    },
    envelope: 'delivery',
  }),
} as const;
