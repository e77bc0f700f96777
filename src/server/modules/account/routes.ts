import { accountEndpoints } from '../../../../schemas/account.ts';
import { identityOf } from '../../auth/guard.ts';
import { on } from '../../context/endpoint-routes.ts';
import { type AccountDependencies, changePassword, getAccount } from './service.ts';

function dependencies(request: Parameters<typeof identityOf>[0]): AccountDependencies {
  const { database, config, sessions } = request.server;
  return { db: database.db, embedded: config.oidc.embedded, ended: (grantId) => sessions.ended(grantId) };
}

/** The caller's own login (schemas/account.ts): whether it has a password, and changing it. */
export const accountRoutes = [
  on(accountEndpoints.detail, ({ request }) => getAccount(dependencies(request), identityOf(request))),
  on(accountEndpoints.changePassword, ({ request, body }) =>
    changePassword(dependencies(request), identityOf(request), body),
  ),
];
