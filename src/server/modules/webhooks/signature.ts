import { createHmac, randomBytes } from 'node:crypto';

/** How every signing secret begins: `whsec_` and 43 base64url characters (32 random bytes). */
export const SIGNING_SECRET_PREFIX = 'whsec_';

/** A new webhook signing secret. */
export function newSigningSecret(): string {
  return `${SIGNING_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The `X-Signature` header of a body sent at `unixSeconds` (the Stripe scheme, docs/integrations.md 'Webhooks'):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the whole secret>`.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
