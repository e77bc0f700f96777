import crypto from 'node:crypto';
import { createLocalJWKSet, type JWK, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config.ts';
import type { TokenVerifier, VerifiedIdentity } from './identity.ts';
import { publicJwk } from './secrets.ts';
import { GRANT_CLAIM } from './session-check.ts';

export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  /** The claim that carries the e-mail address. */
  emailClaim: string;
  /** Where the signing keys come from (local JWKS or the provider's jwks_uri). */
  keys: JWTVerifyGetKey;
  /** Required JWT `typ` header, e.g. 'at+jwt' for the embedded provider. */
  typ?: string;
  /** A claim every token must carry, kept as `grantId` (the embedded provider's grant id). */
  grantClaim?: string;
  /** For providers whose access tokens carry no e-mail: look it up (userinfo). */
  emailFallback?: (token: string, subject: string) => Promise<string | undefined>;
  cacheSize?: number;
}

function cacheKey(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/**
 * Verifies JWT access tokens: signature (RS256 only), issuer, audience, expiry. A verified token
 * is remembered (by hash) until it expires so the guard does not redo the work per request.
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const cache = new LRUCache<string, VerifiedIdentity>({ max: options.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE });

  return {
    async verify(token: string): Promise<VerifiedIdentity> {
      const key = cacheKey(token);
      const cached = cache.get(key);
      const now = Math.floor(Date.now() / 1000);
      if (cached) {
        if (cached.expiresAt > now) return cached;
        cache.delete(key);
      }
      const { payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
        ...(options.typ ? { typ: options.typ } : {}),
      });
      const subject = payload.sub as string;
      const claimed = payload[options.emailClaim];
      let email = typeof claimed === 'string' && claimed ? claimed : undefined;
      if (!email && options.emailFallback) email = await options.emailFallback(token, subject);
      if (!email) throw new Error('the access token carries no e-mail address');
      const identity: VerifiedIdentity = { subject, email: email.toLowerCase(), expiresAt: payload.exp as number };
      if (options.grantClaim) {
        const grantId = payload[options.grantClaim];
        if (typeof grantId !== 'string' || !grantId) throw new Error('the access token names no grant');
        identity.grantId = grantId;
      }
      cache.set(key, identity);
      return identity;
    },
  };
}

/** The embedded provider's verifier: its own public keys, no HTTP. */
export function createLocalVerifier(config: AppConfig, signingKeys: JWK[]): TokenVerifier {
  return createJwtVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    emailClaim: config.oidc.emailClaim,
    keys: createLocalJWKSet({ keys: signingKeys.map(publicJwk) }),
    typ: 'at+jwt',
    grantClaim: GRANT_CLAIM,
  });
}
