import { eq } from 'drizzle-orm';
import { isClaimClosed } from '../../../domain/claims/claim-status.ts';
import { type EventClaimState, isEventStatusLockedByClaims } from '../../../domain/events/event-claim-lock.ts';
import type { Runner } from '../../db/connect.ts';
import { insuranceClaims } from '../../db/schema/index.ts';

/**
 * The claims of an event as the status lock reads them (open or closed), from insurance_claims
 * along insurance_claims_event_idx. The claims module writes them; the events module reads them
 * here for the lock and for the event's claim type and status (claim-sync.ts).
 */
export async function eventClaimStates(db: Runner, eventId: string): Promise<EventClaimState[]> {
  const rows = await db
    .select({ status: insuranceClaims.claimStatus })
    .from(insuranceClaims)
    .where(eq(insuranceClaims.eventId, eventId));
  return rows.map((row) => ({ isClosed: isClaimClosed(row.status) }));
}

/** isEventStatusLockedByClaimStatus: a claim of the event is still open. */
export async function isEventStatusLockedByClaimStatus(db: Runner, eventId: string): Promise<boolean> {
  return isEventStatusLockedByClaims(await eventClaimStates(db, eventId));
}
