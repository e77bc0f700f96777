/**
 * The markers of an events list row (spec 001 §2 "Events list", §6 "A lock on the list marks
 * events restricted to roles"): the SOP marker on the status and the privacy lock, in the language the app speaks.
 */
import { visibleToText } from '../../../domain/events/visible-to.ts';
import { eventsListText } from '../../i18n/en/events-list.ts';
import { translate } from '../../i18n/language.ts';

/** The incomplete marker's tooltip in the spec's words (shown in the language the app speaks). */
export const SOP_INCOMPLETE_TOOLTIP = eventsListText.en.sopIncomplete;

export interface SopMarker {
  complete: boolean;
  /** The spec gives a tooltip only for the incomplete marker; the complete one has none. */
  tooltip: string | null;
}

/** The SOP marker beside the status: complete, or incomplete with 'SOP Questions are incomplete' (in the language the app speaks). */
export function sopMarker(isSopComplete: boolean): SopMarker {
  return isSopComplete
    ? { complete: true, tooltip: null }
    : { complete: false, tooltip: translate(eventsListText, 'sopIncomplete') };
}

export interface PrivacyLock {
  /** Closed lock: the event is limited to roles. Open lock: visible to all. */
  locked: boolean;
  /** The roles' names, in the order given (the server sends them by name). */
  roles: string[];
  /** The closed lock's tooltip: the roles, comma separated; none on the open lock. */
  tooltip: string | null;
  /** What a screen reader says for the lock. */
  label: string;
}

/**
 * The privacy lock: open when the event is visible to all (no roles), closed with the roles in
 * its tooltip otherwise. Every role the event is limited to is listed, inactive ones included:
 * they still limit who sees it.
 */
export function privacyLock(visibleToPositionTypes: readonly { name: string }[]): PrivacyLock {
  if (visibleToPositionTypes.length === 0) {
    return { locked: false, roles: [], tooltip: null, label: translate(eventsListText, 'visibleToAll') };
  }
  const roles = visibleToPositionTypes.map((role) => role.name);
  // The same words as the CSV's Privacy cell.
  const tooltip = visibleToText(visibleToPositionTypes);
  return { locked: true, roles, tooltip, label: translate(eventsListText, 'visibleOnlyTo', { roles: tooltip }) };
}
