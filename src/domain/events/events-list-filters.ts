/**
 * The events list's filters (spec 001 §2 "Events list", §4 "Events list filters", §9): the
 * status filter (−2 all but Complete, the default; −1 all; or one status), the claim type (only
 * with Claim in Progress or Complete), search, what the browser keeps in localStorage and what
 * Clear resets. The server's query (GET /events2) and the client's filter bar both use these. Pure.
 */
import { type ClaimType, isClaimType } from '../claims/claim-types.ts';
import { SEARCH_MAX_LENGTH } from '../common/list-search.ts';
import { EVENT_STATUS, EVENT_STATUS_VALUES, EVENT_STATUSES, type EventStatus, isEventStatus } from './event-status.ts';

/** All excluding Complete: the default. */
export const STATUS_FILTER_OPEN = -2;
/** All including Complete. */
export const STATUS_FILTER_ALL = -1;

export type StatusFilter = typeof STATUS_FILTER_OPEN | typeof STATUS_FILTER_ALL | EventStatus;

export const DEFAULT_STATUS_FILTER: StatusFilter = STATUS_FILTER_OPEN;

/** The Event Status select's choices, in order, and the query's enum. */
export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: STATUS_FILTER_OPEN, label: 'All excluding Complete' },
  { value: STATUS_FILTER_ALL, label: 'All including Complete' },
  ...EVENT_STATUSES,
];

export const STATUS_FILTER_VALUES: readonly StatusFilter[] = STATUS_FILTER_OPTIONS.map((option) => option.value);

export function isStatusFilter(value: unknown): value is StatusFilter {
  return value === STATUS_FILTER_OPEN || value === STATUS_FILTER_ALL || isEventStatus(value);
}

/** The list's default sort (§9): dateOccurredLocal, newest first. */
export const EVENT_LIST_DEFAULT_SORT = { sortBy: 'dateOccurredLocal', sortDirection: 'desc' } as const;

/** The statuses a filter keeps, or null for no status condition at all (−1). */
export function statusesFor(filter: StatusFilter): readonly EventStatus[] | null {
  if (filter === STATUS_FILTER_ALL) return null;
  if (filter === STATUS_FILTER_OPEN) return EVENT_STATUS_VALUES.filter((status) => status !== EVENT_STATUS.complete);
  return [filter];
}

/** §2: the Claim Type select shows, and the claim type counts, only with Claim in Progress or Complete. */
export function claimTypeApplies(filter: StatusFilter): boolean {
  return filter === EVENT_STATUS.claimInProgress || filter === EVENT_STATUS.complete;
}

/**
 * The claim type a query filters by: the one sent when the status allows a claim type, else none.
 * The client drops a claim type with another status rather than refuse it: it can only come from
 * an old address or stored filter, and the list it asks for is well defined without it. The server
 * refuses one a caller sends (400), so an API caller learns the filter was not applied.
 */
export function effectiveClaimType(filter: StatusFilter, claimType: ClaimType | null | undefined): ClaimType | null {
  return claimTypeApplies(filter) && claimType != null ? claimType : null;
}

export interface EventListFilters {
  search: string;
  statusType: StatusFilter;
  claimType: ClaimType | null;
}

/** What Clear resets to, and where a browser with nothing stored starts. */
export const CLEARED_FILTERS: EventListFilters = { search: '', statusType: DEFAULT_STATUS_FILTER, claimType: null };

/**
 * The filters after the user chose a status: §4 "Choosing a status other than Claim in Progress
 * clears the claim type" — Complete included, though its Claim Type select stays on screen
 * (empty) and a claim type can be chosen again there.
 */
export function withStatus(filters: EventListFilters, statusType: StatusFilter): EventListFilters {
  const claimType = statusType === EVENT_STATUS.claimInProgress ? filters.claimType : null;
  return { ...filters, statusType, claimType };
}

/** The filters after the user chose a claim type (ignored while the status allows none). */
export function withClaimType(filters: EventListFilters, claimType: ClaimType | null): EventListFilters {
  return { ...filters, claimType: effectiveClaimType(filters.statusType, claimType) };
}

/** The filters with new search text, cut at the list's search limit (a long paste is cut, never refused). */
export function withSearch(filters: EventListFilters, search: string): EventListFilters {
  return { ...filters, search: search.slice(0, SEARCH_MAX_LENGTH) };
}

/** §9: the localStorage keys of the search text, the status filter and the claim-type filter. */
export const EVENT_LIST_STORAGE_KEYS = {
  search: 'events.searchText',
  statusType: 'events.statusType',
  claimType: 'events.claimType',
} as const;

/** What to write to localStorage for these filters: [key, value], value null meaning remove the key. */
export function storedFilterEntries(filters: EventListFilters): [string, string | null][] {
  return [
    [EVENT_LIST_STORAGE_KEYS.search, filters.search === '' ? null : filters.search],
    [EVENT_LIST_STORAGE_KEYS.statusType, String(filters.statusType)],
    [EVENT_LIST_STORAGE_KEYS.claimType, filters.claimType === null ? null : String(filters.claimType)],
  ];
}

/** A whole-number text as a number, anything else as NaN ('', '1.5', '2x', ' 3'). */
function integerOf(text: string | null): number {
  return text !== null && /^-?\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The filters kept from an earlier visit (§4 "Filters persist across sessions"). Each value is
 * checked: a key that is missing or holds something that is not a filter value (edited by hand,
 * written by an older version) falls back to its default; a claim type the status does not allow
 * is dropped.
 */
export function restoreFilters(read: (key: string) => string | null): EventListFilters {
  const status = integerOf(read(EVENT_LIST_STORAGE_KEYS.statusType));
  const claim = integerOf(read(EVENT_LIST_STORAGE_KEYS.claimType));
  const statusType = isStatusFilter(status) ? status : DEFAULT_STATUS_FILTER;
  return {
    search: (read(EVENT_LIST_STORAGE_KEYS.search) ?? '').slice(0, SEARCH_MAX_LENGTH),
    statusType,
    claimType: effectiveClaimType(statusType, isClaimType(claim) ? claim : null),
  };
}

/**
 * The status the address asks for (/events?statusType=N, the home status cards' links), or
 * undefined when it asks for none (or for something that is not a filter value): then the stored
 * filters apply. §2 "null means all": `statusType=null` (and an empty value) is All including
 * Complete, the same as −1 — the 'All Events' card counts every event.
 */
export function statusFilterFromAddress(param: string | null | undefined): StatusFilter | undefined {
  if (param == null) return undefined;
  if (param === '' || param === 'null') return STATUS_FILTER_ALL;
  const value = integerOf(param);
  return isStatusFilter(value) ? value : undefined;
}

/**
 * The filters the list opens with: a status in the address starts from cleared filters with that
 * status (so the list shows what the home card counted, not the card's count narrowed by an old
 * search); without one, the stored filters.
 */
export function initialFilters(
  addressStatus: string | null | undefined,
  read: (key: string) => string | null,
): EventListFilters {
  const statusType = statusFilterFromAddress(addressStatus);
  return statusType === undefined ? restoreFilters(read) : { ...CLEARED_FILTERS, statusType };
}

/** The address of the list showing one status (null: every event), for the home status cards. */
export function eventsListPath(statusType: StatusFilter | null): string {
  return `/events?statusType=${statusType ?? STATUS_FILTER_ALL}`;
}
