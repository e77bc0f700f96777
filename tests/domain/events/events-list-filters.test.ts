import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../../../src/domain/common/list-search.ts';
import { EVENT_STATUS, EVENT_STATUS_VALUES } from '../../../src/domain/events/event-status.ts';
import {
  CLEARED_FILTERS,
  claimTypeApplies,
  DEFAULT_STATUS_FILTER,
  EVENT_LIST_DEFAULT_SORT,
  EVENT_LIST_STORAGE_KEYS,
  type EventListFilters,
  effectiveClaimType,
  eventsListPath,
  initialFilters,
  isStatusFilter,
  restoreFilters,
  STATUS_FILTER_ALL,
  STATUS_FILTER_OPEN,
  STATUS_FILTER_OPTIONS,
  STATUS_FILTER_VALUES,
  statusesFor,
  statusFilterFromAddress,
  storedFilterEntries,
  withClaimType,
  withSearch,
  withStatus,
} from '../../../src/domain/events/events-list-filters.ts';

const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

describe('status filter values (spec 001 §4 Event status values)', () => {
  it('−2 (All excluding Complete) is the default, −1 is all, then the seven statuses', () => {
    expect(DEFAULT_STATUS_FILTER).toBe(-2);
    expect(STATUS_FILTER_OPEN).toBe(-2);
    expect(STATUS_FILTER_ALL).toBe(-1);
    expect(STATUS_FILTER_VALUES).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 8]);
    expect(STATUS_FILTER_OPTIONS.slice(0, 2).map((option) => option.label)).toEqual([
      'All excluding Complete',
      'All including Complete',
    ]);
  });

  it('isStatusFilter accepts only those', () => {
    for (const value of STATUS_FILTER_VALUES) expect(isStatusFilter(value)).toBe(true);
    for (const value of [-3, 6, 7, 9, 1.5, '1', null, undefined]) expect(isStatusFilter(value)).toBe(false);
  });

  it('the default sort is dateOccurredLocal descending', () => {
    expect(EVENT_LIST_DEFAULT_SORT).toEqual({ sortBy: 'dateOccurredLocal', sortDirection: 'desc' });
  });
});

describe('statusesFor: what the query keeps', () => {
  it('−2 keeps every status but Complete', () => {
    expect(statusesFor(-2)).toEqual([0, 1, 2, 3, 5, 8]);
  });

  it('−1 sets no status condition', () => {
    expect(statusesFor(-1)).toBeNull();
  });

  it('a status keeps just that status', () => {
    for (const status of EVENT_STATUS_VALUES) expect(statusesFor(status)).toEqual([status]);
  });
});

describe('claim type (spec 001 §2, §4)', () => {
  it('applies only with Claim in Progress or Complete', () => {
    expect(STATUS_FILTER_VALUES.filter(claimTypeApplies)).toEqual([
      EVENT_STATUS.complete,
      EVENT_STATUS.claimInProgress,
    ]);
  });

  it('a claim type with another status is ignored by the query', () => {
    expect(effectiveClaimType(8, 2)).toBe(2);
    expect(effectiveClaimType(4, 0)).toBe(0);
    expect(effectiveClaimType(-2, 2)).toBeNull();
    expect(effectiveClaimType(-1, 2)).toBeNull();
    expect(effectiveClaimType(5, 2)).toBeNull();
    expect(effectiveClaimType(8, null)).toBeNull();
    expect(effectiveClaimType(8, undefined)).toBeNull();
  });

  it('choosing a status other than Claim in Progress clears the claim type (Complete included)', () => {
    const filters: EventListFilters = { search: 'leak', statusType: 8, claimType: 1 };
    expect(withStatus(filters, 8)).toEqual(filters);
    expect(withStatus(filters, 4)).toEqual({ search: 'leak', statusType: 4, claimType: null });
    expect(withStatus(filters, -2)).toEqual({ search: 'leak', statusType: -2, claimType: null });
    expect(withStatus({ ...filters, statusType: 4 }, 8)).toEqual(filters);
  });

  it('a claim type can be chosen with Claim in Progress or Complete only', () => {
    expect(withClaimType({ ...CLEARED_FILTERS, statusType: 4 }, 3).claimType).toBe(3);
    expect(withClaimType({ ...CLEARED_FILTERS, statusType: 8 }, 0).claimType).toBe(0);
    expect(withClaimType(CLEARED_FILTERS, 3).claimType).toBeNull();
    expect(withClaimType({ ...CLEARED_FILTERS, statusType: 8, claimType: 2 }, null).claimType).toBeNull();
  });
});

describe('search', () => {
  it('is cut at the list search limit', () => {
    expect(withSearch(CLEARED_FILTERS, 'x'.repeat(SEARCH_MAX_LENGTH + 5)).search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(withSearch(CLEARED_FILTERS, 'leak').search).toBe('leak');
  });
});

describe('kept in localStorage (spec 001 §4 "Filters persist across sessions", §9)', () => {
  it('writes the search text, the status and the claim type under their keys', () => {
    expect(storedFilterEntries({ search: 'leak', statusType: 8, claimType: 2 })).toEqual([
      [EVENT_LIST_STORAGE_KEYS.search, 'leak'],
      [EVENT_LIST_STORAGE_KEYS.statusType, '8'],
      [EVENT_LIST_STORAGE_KEYS.claimType, '2'],
    ]);
  });

  it('an empty search and no claim type remove their keys', () => {
    expect(storedFilterEntries(CLEARED_FILTERS)).toEqual([
      [EVENT_LIST_STORAGE_KEYS.search, null],
      [EVENT_LIST_STORAGE_KEYS.statusType, '-2'],
      [EVENT_LIST_STORAGE_KEYS.claimType, null],
    ]);
  });

  it('what is written is what comes back', () => {
    const samples: EventListFilters[] = [
      CLEARED_FILTERS,
      { search: 'water leak', statusType: 8, claimType: 0 },
      { search: '', statusType: 4, claimType: 3 },
      { search: 'x', statusType: -1, claimType: null },
      { search: '', statusType: 5, claimType: null },
    ];
    for (const filters of samples) {
      const stored = Object.fromEntries(storedFilterEntries(filters).filter(([, value]) => value !== null));
      expect(restoreFilters(storage(stored as Record<string, string>))).toEqual(filters);
    }
  });

  it('nothing stored: the defaults', () => {
    expect(restoreFilters(() => null)).toEqual({ search: '', statusType: -2, claimType: null });
  });

  it('a stored value that is not a filter value falls back to its default', () => {
    for (const bad of ['6', '-3', 'abc', '', '1.5', ' 4', '4x', '99999']) {
      expect(restoreFilters(storage({ [EVENT_LIST_STORAGE_KEYS.statusType]: bad })).statusType).toBe(-2);
    }
    const read = storage({ [EVENT_LIST_STORAGE_KEYS.statusType]: '8', [EVENT_LIST_STORAGE_KEYS.claimType]: '4' });
    expect(restoreFilters(read).claimType).toBeNull();
  });

  it('a stored claim type the stored status does not allow is dropped', () => {
    const read = storage({ [EVENT_LIST_STORAGE_KEYS.statusType]: '5', [EVENT_LIST_STORAGE_KEYS.claimType]: '1' });
    expect(restoreFilters(read)).toEqual({ search: '', statusType: 5, claimType: null });
  });

  it('a stored search longer than the limit is cut', () => {
    const read = storage({ [EVENT_LIST_STORAGE_KEYS.search]: 'y'.repeat(500) });
    expect(restoreFilters(read).search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('Clear resets search, status and claim type to the defaults', () => {
    expect(CLEARED_FILTERS).toEqual({ search: '', statusType: -2, claimType: null });
  });
});

describe('the address (/events?statusType=N, spec 001 §2)', () => {
  it('a filter value in the address is used', () => {
    for (const value of STATUS_FILTER_VALUES) expect(statusFilterFromAddress(String(value))).toBe(value);
  });

  it('null (or empty) means all', () => {
    expect(statusFilterFromAddress('null')).toBe(-1);
    expect(statusFilterFromAddress('')).toBe(-1);
  });

  it('no statusType, or one that is not a filter value, leaves the stored filters in charge', () => {
    expect(statusFilterFromAddress(null)).toBeUndefined();
    expect(statusFilterFromAddress(undefined)).toBeUndefined();
    expect(statusFilterFromAddress('7')).toBeUndefined();
    expect(statusFilterFromAddress('new')).toBeUndefined();
  });

  it('a status in the address starts from cleared filters; none uses the stored ones', () => {
    const read = storage({
      [EVENT_LIST_STORAGE_KEYS.search]: 'leak',
      [EVENT_LIST_STORAGE_KEYS.statusType]: '8',
      [EVENT_LIST_STORAGE_KEYS.claimType]: '1',
    });
    expect(initialFilters('0', read)).toEqual({ search: '', statusType: 0, claimType: null });
    expect(initialFilters(null, read)).toEqual({ search: 'leak', statusType: 8, claimType: 1 });
  });

  it('the home cards link to one status, or to every event for null', () => {
    expect(eventsListPath(0)).toBe('/events?statusType=0');
    expect(eventsListPath(8)).toBe('/events?statusType=8');
    expect(eventsListPath(null)).toBe('/events?statusType=-1');
    expect(statusFilterFromAddress(eventsListPath(null).split('=')[1])).toBe(-1);
  });
});
