import type { FastifyInstance } from 'fastify';
import { PERMISSION_NAMES } from '../../../domain/permissions.ts';
import { COMPANY_PREFIX, companyOf, identityOf } from '../../auth/guard.ts';
import { companiesOfLogin } from '../../auth/membership.ts';
import { errorResponses } from '../../http/error-shape.ts';

const companySummary = {
  type: 'object',
  required: ['companyId', 'companyName'],
  properties: { companyId: { type: 'string', format: 'uuid' }, companyName: { type: 'string' } },
} as const;

/** Sign-in bookkeeping: the client's public configuration, handlelogin and the caller's permissions. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;

  app.get(
    '/api/client-config',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        security: [],
        summary: 'What the browser needs before sign-in: identity provider, links',
        response: {
          200: {
            type: 'object',
            properties: {
              issuer: { type: 'string' },
              clientId: { type: 'string' },
              audience: { type: 'string' },
              embeddedProvider: { type: 'boolean' },
              termsUrl: { type: 'string' },
              supportEmail: { type: 'string' },
            },
          },
        },
      },
    },
    async () => ({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      embeddedProvider: config.oidc.embedded,
      termsUrl: config.termsUrl,
      supportEmail: config.supportEmail,
    }),
  );

  app.post(
    '/api/users/handlelogin',
    {
      schema: {
        tags: ['session'],
        summary: 'Record a login and list the companies it belongs to',
        body: {
          type: 'object',
          properties: { id: { type: 'string' }, email: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['companies'],
            properties: { companies: { type: 'array', items: companySummary } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      // The companies come from the verified token's e-mail, never from the body.
      const identity = identityOf(request);
      request.log.info({ subject: identity.subject }, 'login recorded');
      return { companies: await companiesOfLogin(app.database.db, identity.email) };
    },
  );

  app.get(
    `${COMPANY_PREFIX}/ping`,
    {
      config: { need: 'member' },
      schema: {
        tags: ['session'],
        summary: 'No-op for members: HTTP + guard, no query (the benchmark bound; a token/membership check)',
        params: { type: 'object', properties: { companyId: { type: 'string' } } },
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean', const: true } } },
          ...errorResponses,
        },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    `${COMPANY_PREFIX}/loggedInUserPermissions`,
    {
      config: { need: 'member' },
      schema: {
        tags: ['session'],
        summary: "The caller's permissions in the company",
        params: { type: 'object', properties: { companyId: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            required: ['permissions', 'seesAllCompanyItems', 'features'],
            properties: {
              permissions: { type: 'array', items: { type: 'string', enum: [...PERMISSION_NAMES] } },
              seesAllCompanyItems: { type: 'boolean' },
              personId: { type: 'string' },
              positionName: { type: ['string', 'null'] },
              features: { type: 'object', properties: { routineTasks: { type: 'boolean' } } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const company = companyOf(request);
      return {
        permissions: company.permissions,
        seesAllCompanyItems: company.seesAllCompanyItems,
        personId: company.personId,
        positionName: company.positionName,
        features: company.features,
      };
    },
  );
}
