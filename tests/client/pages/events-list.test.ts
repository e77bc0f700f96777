import { describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../../schemas/event/endpoints.ts';
import {
  EVENT_PAGE_SIZE,
  EVENTS_RESOURCE,
  eventListFilters,
  eventListOptions,
  type KeyValueStore,
  manageEventPath,
  readStored,
  writeStoredFilters,
} from '../../../src/client/pages/events/events-list.ts';
import { toListQuery } from '../../../src/client/providers/list-query.ts';
import {
  CLEARED_FILTERS,
  EVENT_LIST_STORAGE_KEYS,
  initialFilters,
  STATUS_FILTER_ALL,
} from '../../../src/domain/events/events-list-filters.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const refusing: KeyValueStore = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('events list options', () => {
  it('reads GET /events2 newest first, 25 a page', () => {
    const options = eventListOptions(CLEARED_FILTERS, '');
    expect(options.resource).toBe(EVENTS_RESOURCE);
    expect(options.meta?.endpoint).toBe(eventEndpoints.list);
    expect(options.pageSize).toBe(EVENT_PAGE_SIZE);
    expect(options.defaultSort).toEqual({ field: 'dateOccurredLocal', order: 'desc' });
  });

  it('sends the search, the status and the claim type only with Claim in Progress or Complete', () => {
    expect(
      toListQuery({ pagination: { mode: 'off' }, filters: eventListFilters({ statusType: -2, claimType: null }, '') }),
    ).toEqual({
      statusType: -2,
    });
    expect(
      toListQuery({ pagination: { mode: 'off' }, filters: eventListFilters({ statusType: 8, claimType: 1 }, 'leak') }),
    ).toEqual({
      search: 'leak',
      statusType: 8,
      claimType: 1,
    });
    expect(
      toListQuery({ pagination: { mode: 'off' }, filters: eventListFilters({ statusType: 4, claimType: 0 }, '') }),
    ).toEqual({
      statusType: 4,
      claimType: 0,
    });
    // A claim type with another status (an old stored value) is not sent.
    expect(
      toListQuery({ pagination: { mode: 'off' }, filters: eventListFilters({ statusType: 0, claimType: 2 }, '') }),
    ).toEqual({
      statusType: 0,
    });
  });
});

describe('events list rows', () => {
  it('links Manage to the event', () => {
    expect(manageEventPath('a1b2')).toBe('/events/a1b2');
    expect(manageEventPath('a/b')).toBe('/events/a%2Fb');
  });
});

describe('events list storage', () => {
  it('writes the filters and removes what is empty', () => {
    const store = memoryStore({ [EVENT_LIST_STORAGE_KEYS.search]: 'old', [EVENT_LIST_STORAGE_KEYS.claimType]: '1' });
    writeStoredFilters(store, { search: '', statusType: STATUS_FILTER_ALL, claimType: null });
    expect(store.data).toEqual({ [EVENT_LIST_STORAGE_KEYS.statusType]: '-1' });
    writeStoredFilters(store, { search: 'roof', statusType: 8, claimType: 3 });
    expect(initialFilters(null, (key) => readStored(store, key))).toEqual({
      search: 'roof',
      statusType: 8,
      claimType: 3,
    });
  });

  it('treats a refusing or missing store as empty and never throws', () => {
    expect(readStored(refusing, EVENT_LIST_STORAGE_KEYS.search)).toBeNull();
    expect(readStored(null, EVENT_LIST_STORAGE_KEYS.search)).toBeNull();
    expect(() => writeStoredFilters(refusing, CLEARED_FILTERS)).not.toThrow();
    expect(() => writeStoredFilters(null, CLEARED_FILTERS)).not.toThrow();
    expect(initialFilters(null, (key) => readStored(refusing, key))).toEqual(CLEARED_FILTERS);
  });
});
