import { type EventClaimState, isEventStatusLockedByClaims } from '../../../domain/event-claim-lock.ts';
import type { Runner } from '../../db/connect.ts';

/**
 * The claims of an event as the status lock reads them (open or closed). Claims arrive with the
 * insurance issue, which reads its table here; until then an event has none.
 */
export async function eventClaimStates(_db: Runner, _eventId: string): Promise<EventClaimState[]> {
  return [];
}

/** isEventStatusLockedByClaimStatus: a claim of the event is still open. */
export async function isEventStatusLockedByClaimStatus(db: Runner, eventId: string): Promise<boolean> {
  return isEventStatusLockedByClaims(await eventClaimStates(db, eventId));
}
