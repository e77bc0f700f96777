import { useQuery } from '@tanstack/react-query';
import { apiFetch, companyPath, type Query } from '../api/http.ts';
import { companyListReader, forEachPage } from '../crud/fetch-pages.ts';
import { useSession } from '../session/session-context.ts';

/** Where a widget reads its choices: a company API path (relative to /api/company/{id}) and the rows' key. */
export interface RowsSource {
  path: string;
  responseKey: string;
  /** Extra query parameters (sortBy, sortDirection, active...). */
  query?: Query;
  /** The path is a paged list (default): every page is read. False: one plain GET. */
  paged?: boolean;
}

export type Row = Record<string, unknown>;

/** Choices are reference data: read once per company and source, kept for a minute. */
const STALE_MS = 60_000;

async function readRows(source: RowsSource, signal: AbortSignal): Promise<Row[]> {
  if (source.paged === false) {
    const body = await apiFetch<Record<string, unknown>>(companyPath(source.path), { query: source.query, signal });
    const rows = body?.[source.responseKey];
    return Array.isArray(rows) ? (rows as Row[]) : [];
  }
  const rows: Row[] = [];
  await forEachPage(
    companyListReader<Row>(source.path, source.responseKey, source.query),
    (page) => {
      rows.push(...page);
    },
    { signal },
  );
  return rows;
}

/** Every row of a company list, for a select's options (react-query, per company). */
export function useCompanyRows(source: RowsSource | undefined) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['companyRows', companyId, source?.path, source?.responseKey, source?.query ?? {}, source?.paged],
    queryFn: ({ signal }) => readRows(source as RowsSource, signal),
    enabled: Boolean(companyId && source?.path && source.responseKey),
    staleTime: STALE_MS,
  });
}
