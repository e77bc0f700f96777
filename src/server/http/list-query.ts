/**
 * The list query every setup list takes (DESIGN: Data): sortBy, sortDirection, search, page,
 * pageSize; `total` comes back beside the rows. Every list route (roles now; vendor types,
 * people, properties... next) builds its querystring schema and paging from here.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

export interface ListParams<SortBy extends string> {
  sortBy: SortBy;
  sortDirection: SortDirection;
  search?: string;
  page: number;
  pageSize: number;
}

/** The querystring schema of a list whose sortable columns are `sortFields` (first one is the default). */
export function listQuerySchema<const SortBy extends readonly [string, ...string[]]>(sortFields: SortBy) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      sortBy: { type: 'string', enum: sortFields, default: sortFields[0] },
      // Lists start descending unless a screen says otherwise (spec 000 §9).
      sortDirection: { type: 'string', enum: SORT_DIRECTIONS, default: 'desc' },
      search: { type: 'string', maxLength: 200 },
      page: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    },
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
