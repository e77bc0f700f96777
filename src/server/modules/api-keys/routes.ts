import { apiKeyEndpoints } from '../../../../schemas/api-key.ts';
import { on } from '../../context/endpoint-routes.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';

/** API keys (issue 28): each endpoint of schemas/api-key.ts and its service; all need manageIntegrations. */
export const apiKeyRoutes = [
  on(apiKeyEndpoints.list, (ctx) => listApiKeys(ctx)),
  on(apiKeyEndpoints.create, (ctx, { body }) => createApiKey(ctx, body)),
  on(apiKeyEndpoints.revoke, (ctx, { params }) => revokeApiKey(ctx, params.id)),
];
