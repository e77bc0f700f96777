import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config.ts';
import type { TokenVerifier } from './identity.ts';
import { createJwtVerifier } from './verify-token.ts';

interface Discovery {
  jwksUri: URL;
  userinfoEndpoint?: string;
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery for ${issuer} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown; userinfo_endpoint?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`OIDC discovery for ${issuer} has no jwks_uri`);
  return {
    jwksUri: new URL(document.jwks_uri),
    userinfoEndpoint: typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : undefined,
  };
}

/**
 * Verifier for an external provider (Keycloak, Auth0, Entra ID): keys from its discovery
 * document's jwks_uri (fetched lazily, so the server starts even while the provider is down),
 * and the e-mail from userinfo, once per subject, when the access token does not carry it.
 */
export function createRemoteVerifier(config: AppConfig): TokenVerifier {
  const { issuer } = config.oidc;
  let discovery: Promise<Discovery> | undefined;
  let jwks: JWTVerifyGetKey | undefined;
  const emails = new LRUCache<string, string>({ max: 10_000 });

  const discover = (): Promise<Discovery> => {
    discovery ??= fetchDiscovery(issuer).catch((error: unknown) => {
      discovery = undefined; // retry on the next request
      throw error;
    });
    return discovery;
  };

  const keys: JWTVerifyGetKey = async (header, token) => {
    if (!jwks) jwks = createRemoteJWKSet((await discover()).jwksUri);
    return jwks(header, token);
  };

  const emailFromUserinfo = async (token: string, subject: string): Promise<string | undefined> => {
    const known = emails.get(subject);
    if (known) return known;
    const { userinfoEndpoint } = await discover();
    if (!userinfoEndpoint) return undefined;
    const response = await fetch(userinfoEndpoint, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const claims = (await response.json()) as Record<string, unknown>;
    const email = claims[config.oidc.emailClaim] ?? claims.email;
    // userinfo must speak for the same subject as the token.
    if (claims.sub !== subject || typeof email !== 'string' || !email) return undefined;
    emails.set(subject, email);
    return email;
  };

  return createJwtVerifier({
    issuer,
    audience: config.oidc.audience,
    emailClaim: config.oidc.emailClaim,
    keys,
    emailFallback: emailFromUserinfo,
  });
}
