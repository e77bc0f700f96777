/**
 * Whether an event's status is locked by its claims (spec 001 §3 'isEventStatusLockedByClaimStatus',
 * §4: 'This event status is locked until the related claim is closed.'): while any claim of the
 * event is still open, event management may not change the status. Claims arrive with the
 * insurance issue; until then an event has none and is never locked.
 */
export interface EventClaimState {
  isClosed: boolean;
}

export function isEventStatusLockedByClaims(claims: readonly EventClaimState[]): boolean {
  return claims.some((claim) => !claim.isClosed);
}

export const STATUS_LOCKED_MESSAGE = 'This event status is locked until the related claim is closed.';
