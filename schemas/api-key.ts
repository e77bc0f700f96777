import { uuid } from './primitives.ts';
import { companyEndpoint } from './protocol/contract.ts';

/** How every API key's secret begins (`pok_` and 43 base64url characters): recognisable in a header or a log. */
export const API_KEY_PREFIX = 'pok_';

/** The longest name a key may have. */
export const API_KEY_NAME_MAX = 100;

const when = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * An API key of the company (issue 28) as the list shows it: never its secret, which is answered
 * once, by the create call. `prefix` is the secret's first characters, so a key can be recognised.
 */
export const apiKeySchema = {
  type: 'object',
  required: ['id', 'name', 'prefix', 'role', 'createdBy', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'],
  additionalProperties: false,
  properties: {
    id: uuid,
    name: { type: 'string' },
    prefix: { type: 'string', description: "The secret's first characters (`pok_` and 8 more)" },
    role: {
      type: 'object',
      required: ['id', 'name'],
      additionalProperties: false,
      description: 'The role whose permissions (and sees-all) the key carries',
      properties: { id: uuid, name: { type: 'string' } },
    },
    createdBy: {
      type: ['object', 'null'],
      required: ['id', 'name'],
      additionalProperties: false,
      description: 'Who created it (null: a person since removed, or another key)',
      properties: { id: uuid, name: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { ...when, description: 'The last request made with it (kept to the minute)' },
    expiresAt: { ...when, description: 'When it stops working (null: never)' },
    revokedAt: { ...when, description: 'When it was revoked (null: not revoked)' },
  },
} as const;

/** POST /apikeys: a name, the role the key acts with, and an optional expiry (in the future). */
export const apiKeyCreateSchema = {
  type: 'object',
  required: ['name', 'positionTypeId'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: API_KEY_NAME_MAX },
    positionTypeId: { ...uuid, title: 'Role', description: 'An active role of the company' },
    expiresAt: {
      type: ['string', 'null'],
      format: 'date-time',
      title: 'Expires',
      description: 'In the future; null or absent: never',
    },
  },
} as const;

const tag = 'integrations';
const need = 'manageIntegrations';

/**
 * API keys (issue 28): a key is sent as `Authorization: Bearer pok_…` and acts as a member of
 * its company with its role's permissions, never as a person. Every call needs manageIntegrations.
 */
export const apiKeyEndpoints = {
  list: companyEndpoint({
    method: 'GET',
    path: '/apikeys',
    tag,
    summary: "The company's API keys, newest first, revoked ones included (never their secrets)",
    need,
    reply: {
      type: 'object',
      required: ['apiKeys'],
      additionalProperties: false,
      properties: { apiKeys: { type: 'array', items: apiKeySchema } },
    },
    envelope: 'apiKeys',
  }),
  create: companyEndpoint({
    method: 'POST',
    path: '/apikeys',
    tag,
    summary: 'Create an API key; the answer holds its secret, which is never shown again',
    description:
      '400 naming the field: a blank name or one longer than 100 characters, a role that is not an active role of the company, an expiry that is not in the future. Only the SHA-256 of the secret is kept. Records apiKey.created.',
    need,
    body: apiKeyCreateSchema,
    reply: {
      type: 'object',
      required: ['apiKey', 'secret'],
      additionalProperties: false,
      properties: {
        apiKey: apiKeySchema,
        secret: {
          type: 'string',
          description:
            'The key to send as `Authorization: Bearer <secret>`: `pok_` and 43 base64url characters. Shown once.',
        },
      },
    },
    envelope: 'apiKey',
  }),
  revoke: companyEndpoint({
    method: 'DELETE',
    path: '/apikeys/:id',
    tag,
    summary: 'Revoke an API key of the company: it stops working at once',
    description:
      'On the process that answers at once; on the other server processes within MEMBERSHIP_CACHE_TTL_MS. Revoking a revoked key changes nothing. Records apiKey.revoked.',
    need,
    reply: {
      type: 'object',
      required: ['apiKey'],
      additionalProperties: false,
      properties: { apiKey: apiKeySchema },
    },
    envelope: 'apiKey',
  }),
} as const;
