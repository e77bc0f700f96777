import type { CrudFilter } from '@refinedev/core';
import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import {
  EVENT_LIST_DEFAULT_SORT,
  type EventListFilters,
  effectiveClaimType,
  storedFilterEntries,
} from '../../../domain/events/events-list-filters.ts';
import type { ListTableOptions } from '../../crud/use-list-table.ts';
import { listOf } from '../../providers/data-provider.ts';
import { searchFilters } from '../../providers/list-query.ts';

/** One row of GET /events2. */
export type EventListRow = RowOf<typeof eventEndpoints.list>;

/** §9: the search box applies its text once typing has paused this long. */
export const EVENT_SEARCH_DEBOUNCE_MS = 500;

/** Rows per page. */
export const EVENT_PAGE_SIZE = 25;

/** The Refine resource of the list (its query key; the route table's access name). */
export const EVENTS_RESOURCE = 'events';

/** The 'Add Event' link's target (spec 001 §2). */
export const ADD_EVENT_PATH = '/EventAdd';

/** A row's Manage link: the event's own page. */
export function manageEventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}

/**
 * The list's filters as Refine filters (each becomes the query parameter of its field): the
 * search term, the status filter, and the claim type only when the status allows one.
 */
export function eventListFilters(
  filters: Pick<EventListFilters, 'statusType' | 'claimType'>,
  search: string,
): CrudFilter[] {
  const claimType = effectiveClaimType(filters.statusType, filters.claimType);
  return [
    ...searchFilters(search),
    { field: 'statusType', operator: 'eq', value: filters.statusType },
    { field: 'claimType', operator: 'eq', value: claimType ?? undefined },
  ];
}

/** The events list as useListTable reads it: GET /events2, newest first (§9), 25 a page. */
export function eventListOptions(filters: EventListFilters, search: string): ListTableOptions {
  return {
    resource: EVENTS_RESOURCE,
    meta: listOf(eventEndpoints.list),
    pageSize: EVENT_PAGE_SIZE,
    defaultSort: { field: EVENT_LIST_DEFAULT_SORT.sortBy, order: EVENT_LIST_DEFAULT_SORT.sortDirection },
    filters: eventListFilters(filters, search),
    hidePagerWhenOnePage: true,
  };
}

/** The storage the filters are kept in (window.localStorage, or a stand-in in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads a key, treating a store that refuses (private browsing, storage off) as empty. */
export function readStored(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes the filters to the store (§4 "Filters persist across sessions"); a refusing store is ignored. */
export function writeStoredFilters(store: KeyValueStore | null, filters: EventListFilters): void {
  if (!store) return;
  try {
    for (const [key, value] of storedFilterEntries(filters)) {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    }
  } catch {
    // Storage full or switched off: the filters still apply for this visit.
  }
}

/** The browser's localStorage, or null where there is none (or it may not be touched). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
