import { storedText } from '../common/stored-text.ts';
import { STATUS_LOCKED_MESSAGE } from './event-claim-lock.ts';
import { EVENT_STATUS, EVENT_STATUSES, type EventStatus } from './event-status.ts';

/**
 * The event's status / location / management report and privacy (spec 001 §3 'Event change
 * details', §4 'Event status values', §9): which statuses a manager may choose, and whether the
 * form differs from what was loaded (Save is enabled only then). The server applies the same
 * status rule to what it is sent.
 */

export const EVENT_DETAILS_MESSAGES = {
  saved: 'Event Saved.',
  locked: STATUS_LOCKED_MESSAGE,
  completeNeedsPermission: 'may be set to Complete only by someone allowed to complete events',
} as const;

export const EVENT_DETAILS_LIMITS = {
  summaryLength: 10_000,
  /** The management report's text area (spec 001 §9). */
  summaryRows: 5,
  /** The privacy roles list (spec 001 §9). */
  roleRows: 8,
  roleCount: 200,
} as const;

/** What the form edits: the spec's 'Event change details'. */
export interface EventDetailsValues {
  status: number;
  summary: string | null;
  location: string | null;
  visibleToPositionTypeIds: readonly string[];
}

export interface StatusRights {
  /** The caller holds completeEvents. */
  canComplete: boolean;
  /** isEventStatusLockedByClaimStatus. */
  locked: boolean;
}

/**
 * Why the status may not become `next` (from `current`), or null: keeping the status is always
 * allowed; a locked status may not change; Complete needs completeEvents. Any other status may be
 * chosen, in any order (§4).
 */
export function statusProblem(current: number, next: number, rights: StatusRights): string | null {
  if (next === current) return null;
  if (rights.locked) return EVENT_DETAILS_MESSAGES.locked;
  if (next === EVENT_STATUS.complete && !rights.canComplete) return EVENT_DETAILS_MESSAGES.completeNeedsPermission;
  return null;
}

/** The status select's choices: every status, Complete disabled for whoever may not complete events. */
export function statusChoices(current: number, rights: StatusRights) {
  return EVENT_STATUSES.map((status) => ({
    value: status.value as EventStatus,
    label: status.label,
    disabled: statusProblem(current, status.value, { ...rights, locked: false }) !== null,
  }));
}

const sameIds = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a.map((id) => id.toLowerCase()));
  const right = new Set(b.map((id) => id.toLowerCase()));
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * Whether the form differs from the loaded event: status, summary, location (as they would be
 * stored: trimmed, blank = none) or the chosen roles. The spec compares the roles' count; we compare
 * the roles themselves, so swapping one role for another can be saved too.
 */
export function detailsDiffer(loaded: EventDetailsValues, current: EventDetailsValues): boolean {
  return (
    loaded.status !== current.status ||
    storedText(loaded.summary) !== storedText(current.summary) ||
    storedText(loaded.location) !== storedText(current.location) ||
    !sameIds(loaded.visibleToPositionTypeIds, current.visibleToPositionTypeIds)
  );
}
