import { accountEndpoints } from '../../../../schemas/account.ts';
import { preferencesEndpoints } from '../../../../schemas/preferences.ts';
import { identityOf } from '../../auth/guard.ts';
import { on } from '../../context/endpoint-routes.ts';
import { type AccountDependencies, changePassword, getAccount, getPreferences, savePreferences } from './service.ts';

function dependencies(request: Parameters<typeof identityOf>[0]): AccountDependencies {
  const { database, config, sessions } = request.server;
  return { db: database.db, embedded: config.oidc.embedded, ended: (grantId) => sessions.ended(grantId) };
}

/**
 * The caller's own account (schemas/account.ts): their login, whether it has a password, and
 * changing it; their preferences.
 */
export const accountRoutes = [
  on(accountEndpoints.detail, ({ request }) => getAccount(dependencies(request), identityOf(request))),
  on(accountEndpoints.changePassword, ({ request, body }) =>
    changePassword(dependencies(request), identityOf(request), body),
  ),
  on(preferencesEndpoints.preferences, ({ request }) =>
    getPreferences(request.server.database.db, identityOf(request), request.headers['accept-language']),
  ),
  on(preferencesEndpoints.savePreferences, ({ request, body }) =>
    savePreferences(request.server.database.db, identityOf(request), body),
  ),
];
