/** Who a verified access token speaks for. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  /** Token expiry, seconds since the epoch. */
  expiresAt: number;
  /** The embedded provider's grant (the sign-in) the token was issued under; logout ends it. */
  grantId?: string;
}

/** Checks an access token (signature, issuer, audience, expiry, algorithm); throws when it is not good. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}
