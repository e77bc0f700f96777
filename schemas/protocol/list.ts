/**
 * The list protocol every list endpoint speaks (DESIGN: Data), declared once for both sides:
 * the query (sortBy, sortDirection, search, page, pageSize, and showArchived / ids where a list
 * offers them) and the reply (one page of rows under the endpoint's envelope key, `total`, and
 * `totalIsExact`). The server validates with these schemas; the client and the contracts'
 * types derive from them.
 */
import { LANGUAGES } from '../../src/domain/common/language.ts';
import { SEARCH_MAX_LENGTH } from '../../src/domain/common/list-search.ts';
import { CANONICAL_UUID_PATTERN } from '../../src/domain/common/uuid.ts';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_PAGE_SIZE = 25;
/** Large enough for the client's CSV export to page through 50,000 rows in 50 calls. */
export const MAX_PAGE_SIZE = 1000;
/** The last page a list may ask for: a billion rows at the largest page size; beyond it is a 400. */
export const MAX_PAGE = 1_000_000;
/** At most this many ids in one `ids` filter: they travel in the URL. */
export const MAX_IDS = 100;

/** The sortable fields of a list, the first being its default. */
export type SortFields = readonly [string, ...string[]];

/** The validated list query of a list sorted by `SortBy` (defaults filled in). */
export interface ListParams<SortBy extends string> {
  sortBy: SortBy;
  sortDirection: SortDirection;
  search?: string;
  /** Present when the list offers showArchived. */
  showArchived?: boolean;
  /** Present when the list offers the ids filter: comma-separated ids (see idsIn). */
  ids?: string;
  page: number;
  pageSize: number;
}

const SHOW_ARCHIVED = {
  showArchived: { type: 'boolean', default: false, description: 'Include archived rows' },
} as const;

const UUID = CANONICAL_UUID_PATTERN;

/**
 * The `ids` switch a list may add to its query (see `extraQuery`): only the rows with these ids —
 * how a picker shows the records a form holds without reading the whole list.
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

const baseProperties = <const SortBy extends SortFields, const Direction extends SortDirection>(
  sortFields: SortBy,
  defaultDirection: Direction,
) =>
  ({
    sortBy: { type: 'string', enum: sortFields, default: sortFields[0] },
    sortDirection: { type: 'string', enum: SORT_DIRECTIONS, default: defaultDirection },
    search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  }) as const;

export interface ListQueryOptions<Extra extends Record<string, object>, Archived extends boolean = boolean> {
  /** Adds the showArchived switch (boolean, default false). */
  showArchived?: Archived;
  /** Lists start descending unless a screen says otherwise (spec 000 §9): 'asc' for lists sorted by name. */
  defaultDirection?: SortDirection;
  /** More query parameters (filters such as ID_FILTER), added to or replacing the common ones. */
  extra?: Extra;
}

type ArchivedProperties<Archived extends boolean> = Archived extends true ? typeof SHOW_ARCHIVED : Record<never, never>;

/** The querystring schema of a list whose sortable fields are `sortFields` (the first is the default). */
export function listQuerySchema<
  const SortBy extends SortFields,
  const Extra extends Record<string, object> = Record<never, object>,
  const Archived extends boolean = false,
>(sortFields: SortBy, options: ListQueryOptions<Extra, Archived> = {}) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...baseProperties(sortFields, options.defaultDirection ?? 'desc'),
      ...((options.showArchived ? SHOW_ARCHIVED : {}) as ArchivedProperties<Archived>),
      ...((options.extra ?? {}) as Extra),
    },
  } as const;
}

/**
 * A list's reply: one page of rows under `key`, `total`, the matches over all pages, and
 * `totalIsExact` — false when the count stopped a few pages past this one and `total` is a lower
 * bound.
 */
export function listReplySchema<const Key extends string, const Row extends object>(
  key: Key,
  row: Row,
  totalDescription: string,
) {
  return {
    type: 'object',
    required: [key, 'total', 'totalIsExact'],
    properties: {
      ...({ [key]: { type: 'array', items: row } } as { [K in Key]: { type: 'array'; items: Row } }),
      total: {
        type: 'integer',
        minimum: 0,
        description: `${totalDescription} (a lower bound when totalIsExact is false)`,
      },
      totalIsExact: {
        type: 'boolean',
        description: 'False when `total` is a lower bound: the count stops a few pages past the requested page',
      },
    },
  } as const;
}

/**
 * The query parameters an export adds to its list's: the viewer's clock and language, and the
 * browser's download ticket.
 */
export const EXPORT_QUERY = {
  timeZone: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$',
    default: 'UTC',
    description:
      "The viewer's IANA time zone: moments that belong to no property (a last sign-in) are dated on its clock, and so is the file name",
  },
  language: {
    type: 'string',
    enum: LANGUAGES,
    description:
      "The viewer's language, for the header row: a download by navigation carries the browser's Accept-Language, not the app's (which an API call sends and decides without this)",
  },
  ticket: {
    type: 'string',
    maxLength: 4096,
    description:
      'A download ticket (POST /download-tickets) instead of a bearer token: how a browser downloads by navigating',
  },
} as const;

type Unpaged<P> = Omit<P, 'page' | 'pageSize'>;

/** An export's query: its list's query without paging, with EXPORT_QUERY. */
export function exportQuerySchema<const Query extends { properties: object }>(query: Query) {
  const { page: _page, pageSize: _pageSize, ...rest } = query.properties as Record<string, unknown>;
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...(rest as Unpaged<Query['properties']>), ...EXPORT_QUERY },
  } as const;
}
