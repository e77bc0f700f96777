import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/common/language.ts';
import { signInText } from '../../../domain/i18n/en/sign-in.ts';
import type { Db } from '../../db/connect.ts';
import { loginAttempts } from '../../db/schema/identity.ts';
import { translateIn } from '../../i18n/translate.ts';

/** Client addresses are shared (offices, NAT): they get this many times an e-mail's allowance. */
const ADDRESS_FACTOR = 5;

/** Where the counts live: the database (every process, across restarts) or this process (unit tests). */
export type CounterStore = Db | 'memory';

function counter(store: CounterStore, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  if (store === 'memory') return new RateLimiterMemory({ keyPrefix, points, duration });
  // Expired rows are purged with the other sign-in records (create-identity.ts), not by a timer per limiter.
  return new RateLimiterDrizzle({
    storeClient: store,
    schema: loginAttempts,
    keyPrefix,
    points,
    duration,
    clearExpiredByTimeout: false,
  });
}

/**
 * Brute-force protection of the embedded sign-in form (rate-limiter-flexible's login-endpoint
 * recipe): failed attempts are counted per e-mail (from any client) and per client address (for
 * any e-mail) in windows of `lockSeconds`; once either count reaches its limit, that e-mail or
 * address may not try again until its window ends. A successful sign-in clears the e-mail's count.
 */
export class LoginThrottle {
  private readonly byEmail: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(
    private readonly settings: { maxFailures: number; lockSeconds: number },
    store: CounterStore,
  ) {
    this.byEmail = counter(store, 'login-email', settings.maxFailures, settings.lockSeconds);
    this.byAddress = counter(store, 'login-address', settings.maxFailures * ADDRESS_FACTOR, settings.lockSeconds);
  }

  /** Seconds until this e-mail and address may try again; 0 when they may now. */
  async waitSeconds(email: string, address: string): Promise<number> {
    const [byEmail, byAddress] = await Promise.all([
      this.byEmail.get(emailKey(email)),
      this.byAddress.get(addressKey(address)),
    ]);
    const wait = (state: RateLimiterRes | null, limit: number) =>
      state && state.consumedPoints >= limit ? Math.ceil(state.msBeforeNext / 1000) : 0;
    return Math.max(
      wait(byEmail, this.settings.maxFailures),
      wait(byAddress, this.settings.maxFailures * ADDRESS_FACTOR),
    );
  }

  /** Counts a refused attempt (or a sign-in link sent) against the e-mail and the address. */
  async failed(email: string, address: string): Promise<void> {
    // penalty() adds a point without rejecting: waitSeconds decides what is locked.
    await Promise.all([this.byEmail.penalty(emailKey(email)), this.byAddress.penalty(addressKey(address))]);
  }

  /** A successful sign-in: the e-mail starts afresh (the address keeps its count). */
  async succeeded(email: string): Promise<void> {
    await this.byEmail.delete(emailKey(email));
  }
}

/** Keys are hashed: fixed length whatever was typed (an index row has a size limit), no e-mails at rest. */
const hashed = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
const emailKey = (email: string) => hashed(email.trim().toLowerCase());
const addressKey = (address: string) => hashed(address);

/** Deletes counters whose window has ended; they no longer count already. */
export async function purgeExpiredLoginAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.expire, new Date()));
}

/** The sign-in page's message for a locked e-mail or address. */
export function lockedMessage(seconds: number, language: Language = DEFAULT_LANGUAGE): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return translateIn(language, signInText, minutes === 1 ? 'tooManyAttemptsOne' : 'tooManyAttemptsMany', { minutes });
}
