import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { languageOfAcceptLanguage } from '../../../domain/common/language.ts';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { ProviderSecrets } from '../secrets.ts';
import { GRANT_CLAIM } from '../session-check.ts';
import { accountFinder, findLoginById } from './accounts.ts';
import { DrizzleOidcAdapter } from './adapter.ts';
import { API_SCOPE, firstPartyGrantLoader, OIDC_SCOPES } from './consent.ts';
import { messagePage, pageText } from './html.ts';
import { logoutSource, postLogoutSuccessSource } from './logout.ts';
import { corsOriginAllowed, installRedirectPolicy } from './redirect-policy.ts';

const DAY = 24 * 60 * 60;
/** Sessions, grants and refresh tokens last two weeks; activity keeps the access token fresh. */
const SESSION_TTL = 14 * DAY;

/** A rotated refresh token keeps its predecessor's remaining life: two weeks from sign-in at most. */
function refreshTokenTtl(ctx: KoaContextWithOIDC | undefined): number {
  return ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL;
}

/** Where the provider is mounted inside the product (the path of the issuer). */
export function mountPathOf(config: AppConfig): string {
  return new URL(config.oidc.issuer).pathname.replace(/\/$/, '');
}

/** The e-mail the API needs, carried in the access token so no userinfo call is needed per request. */
async function emailClaim(db: Db, ctx: KoaContextWithOIDC, accountId: string): Promise<{ email: string } | undefined> {
  const account = ctx.oidc.account;
  if (account?.accountId === accountId && typeof account.email === 'string') return { email: account.email };
  const login = await findLoginById(db, accountId);
  return login ? { email: login.email } : undefined;
}

/**
 * The embedded OpenID provider: one public first-party client (code + PKCE, refresh tokens),
 * JWT access tokens for the API audience, storage and keys in the database, our own pages.
 */
export function createProvider(config: AppConfig, db: Db, secrets: ProviderSecrets): Provider {
  const { publicUrl } = config;
  const { issuer, clientId, audience, accessTokenTtlSeconds } = config.oidc;
  const mountPath = mountPathOf(config);

  const configuration: Configuration = {
    adapter: (name: string) => new DrizzleOidcAdapter(db, name),
    clients: [
      {
        client_id: clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`, publicUrl],
      },
    ],
    // Only what the product uses: code flow, public client, PKCE.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    scopes: OIDC_SCOPES,
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    // passwordless=1 asks for the link form; invitation=TOKEN opens the welcome page (the client passes it on).
    extraParams: ['passwordless', 'invitation'],
    findAccount: accountFinder(db),
    // Consent is implied for the product's own client: no consent page, ever.
    loadExistingGrant: firstPartyGrantLoader(clientId, audience),
    jwks: { keys: secrets.signingKeys },
    cookies: { keys: secrets.cookieKeys },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource: postLogoutSuccessSource(publicUrl) },
      resourceIndicators: {
        enabled: true,
        // Every token is for the API unless the request names something else (which is refused).
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The product's own client always gets a refresh token (silent renewal), offline_access or not.
    issueRefreshToken: (_ctx, client) => client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    // The e-mail spares the API a userinfo call; the grant lets the API refuse a token after logout.
    extraTokenClaims: async (ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      return { ...(await emailClaim(db, ctx, token.accountId)), [GRANT_CLAIM]: token.grantId };
    },
    clientBasedCORS: (_ctx, origin) => corsOriginAllowed(origin, publicUrl),
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      RefreshToken: refreshTokenTtl,
    },
    renderError: (ctx, out) => {
      const language = languageOfAcceptLanguage(ctx.get('accept-language'));
      const { plain } = pageText(language);
      ctx.type = 'html';
      // The provider's own description (English, from oidc-provider) when it gives one.
      ctx.body = messagePage(language, plain('problemTitle'), out.error_description ?? plain('problem'), {
        href: `${publicUrl}/`,
        label: plain('startAgain'),
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // X-Forwarded-Proto / -Host decide secure cookies and endpoint URLs; mount.ts sets them from what
  // Fastify trusts (TRUST_PROXY), so a TLS-terminating proxy must be listed there.
  provider.proxy = true;
  installRedirectPolicy(provider, publicUrl);
  return provider;
}
