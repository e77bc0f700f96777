import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { accountMailerOf } from './accounts/account-mailer.ts';
import { purgeExpiredAccountTokens } from './accounts/account-tokens.ts';
import type { TokenVerifier } from './identity.ts';
import { purgeExpiredOidcPayloads } from './oidc/adapter.ts';
import { interactionRoutes } from './oidc/interaction-routes.ts';
import { purgeExpiredLoginAttempts } from './oidc/login-throttle.ts';
import { registerLogoutAsset } from './oidc/logout.ts';
import { mountProvider } from './oidc/mount.ts';
import { purgeExpiredSignInLinks } from './oidc/passwordless.ts';
import { createProvider, mountPathOf } from './oidc/provider.ts';
import { createRemoteVerifier } from './remote-verifier.ts';
import { loadProviderSecrets } from './secrets.ts';
import { grantSessionCheck, type SessionCheck, tokenLifetimeOnly } from './session-check.ts';
import { createLocalVerifier } from './verify-token.ts';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Expired provider rows are invisible already; deleting them now and then keeps the tables small. */
function schedulePurge(app: FastifyInstance, db: Db): void {
  const timer = setInterval(() => {
    Promise.all([
      purgeExpiredOidcPayloads(db),
      purgeExpiredSignInLinks(db),
      purgeExpiredLoginAttempts(db),
      purgeExpiredAccountTokens(db),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'purging expired sign-in records failed'));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Sets up identity: with the embedded provider (no OIDC_ISSUER) mounts it under /oidc with our
 * sign-in pages and verifies its tokens locally; otherwise verifies the external issuer's tokens.
 */
export async function createIdentity(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  /** The login pages' policy: the provider writes its responses itself. */
  contentSecurityPolicy: string,
): Promise<{ verifier: TokenVerifier; sessions: SessionCheck }> {
  if (!config.oidc.embedded) return { verifier: createRemoteVerifier(config), sessions: tokenLifetimeOnly };

  const secrets = await loadProviderSecrets(db);
  const provider = createProvider(config, db, secrets);
  provider.on('server_error', (_ctx: unknown, error: unknown) =>
    app.log.error({ err: error }, 'identity provider error'),
  );
  const sessions = grantSessionCheck(db, config.membershipCacheTtlMs);
  // Logout, refresh-token revocation and account switches revoke the grant: its tokens stop at once here.
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => sessions.ended(grantId));
  const mountPath = mountPathOf(config);
  await mountProvider(app, provider, mountPath, contentSecurityPolicy);
  await app.register(interactionRoutes, {
    provider,
    config,
    db,
    mail: app.adapters.mail,
    mountPath,
    sessions,
    // The job queue starts after identity (app.ts): it is looked up when a reset is asked for.
    queueAccountMail: (data) => accountMailerOf(app).queue(data),
  });
  registerLogoutAsset(app);
  schedulePurge(app, db);
  return { verifier: createLocalVerifier(config, secrets.signingKeys), sessions };
}
