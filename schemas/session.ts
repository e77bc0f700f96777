import { PERMISSION_NAMES } from '../src/domain/company/permissions.ts';
import { companyEndpoint, publicEndpoint, signedInEndpoint } from './protocol/contract.ts';

/** What the browser needs before sign-in (GET /client-config). */
export const clientConfigSchema = {
  type: 'object',
  required: ['issuer', 'clientId', 'audience', 'embeddedProvider', 'termsUrl', 'supportEmail', 'firstRun'],
  properties: {
    firstRun: {
      type: 'boolean',
      description: "True while the installation has no company: the browser shows 'Set up your company'",
    },
    issuer: { type: 'string' },
    clientId: { type: 'string' },
    audience: { type: 'string' },
    embeddedProvider: { type: 'boolean' },
    termsUrl: { type: 'string' },
    supportEmail: { type: 'string' },
  },
} as const;

/** A company a login belongs to. */
const companySummary = {
  type: 'object',
  required: ['companyId', 'companyName'],
  properties: { companyId: { type: 'string', format: 'uuid' }, companyName: { type: 'string' } },
} as const;

/** The caller's permissions in the company (GET /loggedInUserPermissions). */
export const loggedInUserPermissionsSchema = {
  type: 'object',
  required: ['permissions', 'seesAllCompanyItems', 'features'],
  properties: {
    permissions: { type: 'array', items: { type: 'string', enum: [...PERMISSION_NAMES] } },
    seesAllCompanyItems: { type: 'boolean' },
    personId: { type: 'string' },
    positionName: { type: ['string', 'null'] },
    features: { type: 'object', properties: { routineTasks: { type: 'boolean' } } },
  },
} as const;

/** Sign-in bookkeeping: the client's public configuration, handlelogin and the caller's permissions. */
export const sessionEndpoints = {
  clientConfig: publicEndpoint({
    method: 'GET',
    path: '/client-config',
    tag: 'session',
    summary: 'What the browser needs before sign-in: identity provider, links',
    reply: clientConfigSchema,
  }),
  handleLogin: signedInEndpoint({
    method: 'POST',
    path: '/users/handlelogin',
    tag: 'session',
    summary: 'Record a login and list the companies it belongs to',
    body: {
      type: 'object',
      properties: { id: { type: 'string' }, email: { type: 'string' } },
    },
    reply: {
      type: 'object',
      required: ['companies'],
      properties: { companies: { type: 'array', items: companySummary } },
    },
    envelope: 'companies',
  }),
  ping: companyEndpoint({
    method: 'GET',
    path: '/ping',
    tag: 'session',
    summary: 'No-op for members: HTTP + guard, no query (the benchmark bound; a token/membership check)',
    need: 'member',
    reply: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean', const: true } } },
  }),
  permissions: companyEndpoint({
    method: 'GET',
    path: '/loggedInUserPermissions',
    tag: 'session',
    summary: "The caller's permissions in the company",
    need: 'member',
    reply: loggedInUserPermissionsSchema,
  }),
} as const;
