import type { Endpoint } from '../../../schemas/protocol/contract.ts';
import { MAX_PAGE_SIZE } from '../../../schemas/protocol/list.ts';
import { type ListTotal, listTotalOf } from '../../domain/common/list-total.ts';
import { callEndpoint, envelopeOf } from './call-endpoint.ts';
import type { Query } from './http.ts';

/** One page of a company list: its rows and how many match (exact, or a lower bound). */
export interface Page<T> extends ListTotal {
  rows: T[];
}

/** Reads page `page` (1-based) of `pageSize` rows. */
export type PageReader<T> = (page: number, pageSize: number, signal?: AbortSignal) => Promise<Page<T>>;

export interface PageProgress {
  /** Rows read so far. */
  done: number;
  /** Rows matching in all, when known exactly: the list's last pages know it, the first ones may only know a lower bound. */
  total: number | undefined;
}

/** The API's largest page. */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

/** No list is walked further than this many pages (a server that ignores `page` ends here). */
const MAX_PAGES = 10_000;

/**
 * Reads page after page until the rows run out (a short page, or an exact `total` reached) and hands
 * each page to `onPage` before reading the next, so a caller can keep only what it needs and
 * the tab stays responsive. `signal` cancels between (and during) pages with an AbortError.
 */
export async function forEachPage<T>(
  read: PageReader<T>,
  onPage: (rows: T[], progress: PageProgress) => void | Promise<void>,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<PageProgress> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  let done = 0;
  let total: number | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    options.signal?.throwIfAborted();
    const result = await read(page, pageSize, options.signal);
    options.signal?.throwIfAborted();
    done += result.rows.length;
    total = result.totalIsExact ? result.total : undefined;
    await onPage(result.rows, { done, total });
    const finished = result.rows.length < pageSize || (total !== undefined && done >= total);
    if (finished) break;
  }
  return { done, total };
}

/** A reader of a list endpoint with `query`: rows under its envelope key, `total` and `totalIsExact` beside them. */
export function listReader<T>(endpoint: Endpoint, query: Query = {}, params?: object): PageReader<T> {
  return async (page, pageSize, signal) => {
    const body = await callEndpoint(endpoint, { params: params as never, query: { ...query, page, pageSize }, signal });
    const envelope = envelopeOf(endpoint, body);
    const rows = Array.isArray(envelope) ? (envelope as T[]) : [];
    return { rows, ...listTotalOf(body, rows.length) };
  };
}
