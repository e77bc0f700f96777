/**
 * The window a list reads (DESIGN: Data, issue 5): which rows one ordered read fetches for a page
 * and its look-ahead, and what total that read tells. The list protocol itself (query, reply,
 * limits) is declared once in schemas/protocol/list.ts.
 */
import type { ListTotal } from '../../domain/common/list-total.ts';

export type { ListTotal };

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
 * readList in list-page.ts); when it reaches that limit the total is a lower bound, the client says "more
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
