import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/** Client addresses are shared (offices, NAT): they get this many times an e-mail's allowance. */
const ADDRESS_FACTOR = 5;

/**
 * Brute-force protection of the embedded sign-in form (rate-limiter-flexible's login-endpoint
 * recipe): failed attempts are counted per e-mail (from any client) and per client address (for
 * any e-mail) in windows of `lockSeconds`; once either count reaches its limit, that e-mail or
 * address may not try again until its window ends. A successful sign-in clears the e-mail's count.
 * Counts live in this process's memory: a restart forgets them, several servers count apart.
 */
export class LoginThrottle {
  private readonly byEmail: RateLimiterMemory;
  private readonly byAddress: RateLimiterMemory;

  constructor(private readonly settings: { maxFailures: number; lockSeconds: number }) {
    this.byEmail = new RateLimiterMemory({ points: settings.maxFailures, duration: settings.lockSeconds });
    this.byAddress = new RateLimiterMemory({
      points: settings.maxFailures * ADDRESS_FACTOR,
      duration: settings.lockSeconds,
    });
  }

  /** Seconds until this e-mail and address may try again; 0 when they may now. */
  async waitSeconds(email: string, address: string): Promise<number> {
    const [byEmail, byAddress] = await Promise.all([this.byEmail.get(key(email)), this.byAddress.get(address)]);
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
    await Promise.all([this.byEmail.penalty(key(email)), this.byAddress.penalty(address)]);
  }

  /** A successful sign-in: the e-mail starts afresh (the address keeps its count). */
  async succeeded(email: string): Promise<void> {
    await this.byEmail.delete(key(email));
  }
}

const key = (email: string) => email.trim().toLowerCase();

/** The sign-in page's message for a locked e-mail or address. */
export function lockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
