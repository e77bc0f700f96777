import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../../schemas/protocol/contract.ts';
import { callEndpoint, envelopeOf } from '../api/call-endpoint.ts';
import type { Query } from '../api/http.ts';
import { forEachPage, listReader } from '../api/list-reader.ts';
import { useSession } from '../session/session-context.ts';

/** Where a widget reads its choices: a list endpoint of the contracts (rows under its envelope key). */
export interface RowsSource {
  endpoint: Endpoint;
  /** Extra query parameters (sortBy, sortDirection, active...). */
  query?: Query;
  /** The endpoint is a paged list (default): every page is read. False: one plain GET. */
  paged?: boolean;
}

export type Row = Record<string, unknown>;

/** Choices are reference data: read once per company and source, kept for a minute. */
const STALE_MS = 60_000;

async function readRows(source: RowsSource, signal: AbortSignal): Promise<Row[]> {
  if (source.paged === false) {
    const rows = envelopeOf(source.endpoint, await callEndpoint(source.endpoint, { query: source.query, signal }));
    return Array.isArray(rows) ? (rows as Row[]) : [];
  }
  const rows: Row[] = [];
  await forEachPage(
    listReader<Row>(source.endpoint, source.query),
    (page) => {
      rows.push(...page);
    },
    { signal },
  );
  return rows;
}

/**
 * The query of a company list's rows: the widgets read it, and a form page reads the same ahead
 * (crud/use-form-choices.ts) so the form shows once its selects have their choices.
 */
export function companyRowsQuery(companyId: string | undefined, source: RowsSource | undefined) {
  return {
    queryKey: ['companyRows', companyId, source?.endpoint.path, source?.query ?? {}, source?.paged],
    queryFn: ({ signal }: { signal: AbortSignal }) => readRows(source as RowsSource, signal),
    enabled: Boolean(companyId && source),
    staleTime: STALE_MS,
  };
}

/** Every row of a company list, for a select's options (react-query, per company). */
export function useCompanyRows(source: RowsSource | undefined) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery(companyRowsQuery(companyId, source));
}
