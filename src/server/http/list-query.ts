/**
 * The list query every setup list takes (DESIGN: Data): sortBy, sortDirection, search, page,
 * pageSize, and showArchived where rows can be archived; `total` comes back beside the rows.
 * Every list route builds its querystring schema and paging from here.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_PAGE_SIZE = 25;
/** Large enough for the client's CSV export to page through 50,000 rows in 50 calls. */
export const MAX_PAGE_SIZE = 1000;

export interface ListParams<SortBy extends string> {
  sortBy: SortBy;
  sortDirection: SortDirection;
  search?: string;
  /** Present when the list was built with `{ showArchived: true }`. */
  showArchived?: boolean;
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
    search: { type: 'string', maxLength: 200 },
    page: { type: 'integer', minimum: 1, default: 1 },
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
