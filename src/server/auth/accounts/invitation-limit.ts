import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/connect.ts';
import { loginAttempts } from '../../db/schema/identity.ts';
import { TooManyRequestsError } from '../../http/errors.ts';

/** Invitations one person may be sent again within an hour (no inbox flooding from the Users list). */
export const RESENDS_PER_HOUR = 3;

const limiters = new WeakMap<Db, RateLimiterDrizzle>();

/** Counted in the database like the sign-in limits: every process, across restarts. */
function limiterFor(db: Db): RateLimiterDrizzle {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: loginAttempts,
      keyPrefix: 'invitation-resend',
      points: RESENDS_PER_HOUR,
      duration: 3600,
      clearExpiredByTimeout: false,
    });
    limiters.set(db, limiter);
  }
  return limiter;
}

/** Counts one resend to the person; 429 with when to try again once the hour's allowance is used. */
export async function countInvitationResend(db: Db, personId: string): Promise<void> {
  try {
    await limiterFor(db).consume(personId);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
    throw new TooManyRequestsError(
      `Invitations to this person were sent ${RESENDS_PER_HOUR} times this hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}
