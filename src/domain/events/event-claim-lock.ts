import { EVENT_STATUS } from './event-status.ts';

/**
 * Whether an event's status is locked by its claims (spec 001 §3 'isEventStatusLockedByClaimStatus',
 * §4: 'This event status is locked until the related claim is closed.'): while any claim of the
 * event is still open (claim statuses 0–6; 7–10 close it, src/domain/claims/claim-status.ts), event
 * management may not change the status. An event without claims is never locked.
 */
export interface EventClaimState {
  isClosed: boolean;
}

export function isEventStatusLockedByClaims(claims: readonly EventClaimState[]): boolean {
  return claims.some((claim) => !claim.isClosed);
}

export const STATUS_LOCKED_MESSAGE = 'This event status is locked until the related claim is closed.';

/**
 * The event's status once its claims are saved. Spec 001 §4 has the status 'Claim in Progress'
 * (8), and the events list offers the Claim Type filter only with Claim in Progress or Complete:
 * an event with a claim is in one of those two. Because an open claim locks the status, the
 * manager could not choose 8 after filing; so filing or saving an open claim moves the event to
 * Claim in Progress itself. Closing the claim leaves the status where it is and releases the
 * lock, so the manager may then set Complete (or any other status). Without an open claim the
 * status is not touched.
 */
export function eventStatusForClaims(current: number, claims: readonly EventClaimState[]): number {
  return isEventStatusLockedByClaims(claims) ? EVENT_STATUS.claimInProgress : current;
}

/**
 * A claim is filed on a reported event: while the reporter is still in the Add Event wizard
 * (SOP In Progress), moving the event to Claim in Progress would take it from under the wizard,
 * whose next save sets the status again. Claims already filed stay editable.
 */
export function mayFileClaim(eventStatus: number): boolean {
  return eventStatus !== EVENT_STATUS.sopInProgress;
}
