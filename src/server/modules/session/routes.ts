import { sessionEndpoints } from '../../../../schemas/session.ts';
import { identityOf } from '../../auth/guard.ts';
import { on } from '../../context/endpoint-routes.ts';
import { clientConfigOf, companiesOfIdentity, loggedInUserPermissions } from './service.ts';

/**
 * Sign-in bookkeeping (schemas/session.ts): the client's public configuration, handlelogin, the
 * members' ping and the caller's permissions. The app's configuration and database come from the
 * request's server (the instance buildApp made).
 */
export const sessionRoutes = [
  on(sessionEndpoints.clientConfig, ({ request }) => clientConfigOf(request.server.config, request.server.database.db)),
  on(sessionEndpoints.handleLogin, async ({ request }) => {
    // The companies come from the verified token's e-mail, never from the body.
    const identity = identityOf(request);
    request.log.info({ subject: identity.subject }, 'login recorded');
    return companiesOfIdentity(request.server.database.db, identity, request.headers['accept-language']);
  }),
  on(sessionEndpoints.ping, async () => ({ ok: true as const })),
  on(sessionEndpoints.permissions, async (ctx) => loggedInUserPermissions(ctx)),
];
