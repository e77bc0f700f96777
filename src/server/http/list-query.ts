/**
 * The list query every setup list takes (DESIGN: Data): sortBy, sortDirection, search, page,
 * pageSize, and showArchived where rows can be archived; `total` and `totalIsExact` come back
 * beside the rows. Every list route builds its querystring schema and paging from here.
 */
import { SEARCH_MAX_LENGTH } from '../../domain/list-search.ts';
import type { ListTotal } from '../../domain/list-total.ts';

export type { ListTotal };

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_PAGE_SIZE = 25;
/** Large enough for the client's CSV export to page through 50,000 rows in 50 calls. */
export const MAX_PAGE_SIZE = 1000;
/** The last page a list may ask for: a billion rows at the largest page size; beyond it is a 400. */
export const MAX_PAGE = 1_000_000;

export interface ListParams<SortBy extends string> {
  sortBy: SortBy;
  sortDirection: SortDirection;
  search?: string;
  /** Present when the list was built with `{ showArchived: true }`. */
  showArchived?: boolean;
  /** Present when the route adds ID_FILTER: comma-separated ids (see idsIn). */
  ids?: string;
  page: number;
  pageSize: number;
}

const SHOW_ARCHIVED = {
  showArchived: { type: 'boolean', default: false, description: 'Include archived rows' },
} as const;

const baseProperties = <const SortBy extends readonly [string, ...string[]]>(sortFields: SortBy) =>
  ({
    sortBy: { type: 'string', enum: sortFields, default: sortFields[0] },
    // Lists start descending unless a screen says otherwise (spec 000 §9).
    sortDirection: { type: 'string', enum: SORT_DIRECTIONS, default: 'desc' },
    search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  }) as const;

/**
 * The querystring schema of a list whose sortable columns are `sortFields` (first one is the
 * default); `{ showArchived: true }` adds the showArchived switch (boolean, default false).
 */
export function listQuerySchema<const SortBy extends readonly [string, ...string[]]>(
  sortFields: SortBy,
): { type: 'object'; additionalProperties: false; properties: ReturnType<typeof baseProperties<SortBy>> };
export function listQuerySchema<const SortBy extends readonly [string, ...string[]]>(
  sortFields: SortBy,
  options: { showArchived: true },
): {
  type: 'object';
  additionalProperties: false;
  properties: ReturnType<typeof baseProperties<SortBy>> & typeof SHOW_ARCHIVED;
};
export function listQuerySchema(sortFields: readonly [string, ...string[]], options?: { showArchived?: boolean }) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...baseProperties(sortFields), ...(options?.showArchived ? SHOW_ARCHIVED : {}) },
  } as const;
}

/** At most this many ids in one `ids` filter: they travel in the URL. */
export const MAX_IDS = 100;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The `ids` switch a list route may add to its query (withQueryProperties): only the rows with
 * these ids — how a picker shows the records a form holds without reading the whole list.
 */
export const ID_FILTER = {
  ids: {
    type: 'string',
    pattern: `^${UUID}(,${UUID}){0,${MAX_IDS - 1}}$`,
    description: `Only the rows with these ids (comma-separated, at most ${MAX_IDS})`,
  },
} as const;

/** The ids of an `ids` filter, or null when there is none. */
export function idsIn(ids: string | undefined): string[] | null {
  return ids ? ids.split(',') : null;
}

/**
 * A case-insensitive "contains" pattern for `lower(column) like lower(pattern)`: the user's
 * `%`, `_` and `\` match themselves (backslash is PostgreSQL's default LIKE escape).
 * Returns null for a blank search, which means "no filter".
 */
export function containsPattern(search: string | undefined): string | null {
  const text = search?.trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * Bounded totals: a list looks at its matches only a little past the page it shows, never at all
 * of them, so a page costs the same at 1,000 rows as at 100,000 (issue 5, scale curve). It reads
 * at most `countLimit` matching rows (the page and its look-ahead in one ordered read, see
 * readListPage); when it reaches that limit the total is a lower bound, the client says "more
 * than …", and the pager still offers the next pages.
 */
export const LOOKAHEAD_PAGES = 4;
/** Large pages (the CSV export reads 1,000 rows a call) look at most this many rows ahead. */
export const LOOKAHEAD_MAX_ROWS = 250;

/** How many matching rows the count reads at most for this page: the page, the look-ahead, and one more. */
export function countLimit(page: number, pageSize: number): number {
  return pageOffset(page, pageSize) + pageSize + Math.min(pageSize * LOOKAHEAD_PAGES, LOOKAHEAD_MAX_ROWS) + 1;
}

/** The total a list reports when its count, limited to `limit` rows, found `counted`. */
export function listTotal(counted: number, limit: number): ListTotal {
  return counted < limit ? { total: counted, totalIsExact: true } : { total: limit - 1, totalIsExact: false };
}

/** The rows one list read asks for: from the page's first row, the page, the look-ahead and one more. */
export interface PageWindow {
  offset: number;
  limit: number;
}

export function pageWindow(page: number, pageSize: number): PageWindow {
  const offset = pageOffset(page, pageSize);
  return { offset, limit: countLimit(page, pageSize) - offset };
}

/**
 * Splits what a pageWindow read returned into the page and the total. Null when the read came
 * back empty past the first page: the page is past the end and only a count can say the total.
 */
export function splitLookahead<T>(read: T[], page: number, pageSize: number): ({ rows: T[] } & ListTotal) | null {
  const offset = pageOffset(page, pageSize);
  if (read.length === 0 && offset > 0) return null;
  return { rows: read.slice(0, pageSize), ...listTotal(offset + read.length, countLimit(page, pageSize)) };
}
