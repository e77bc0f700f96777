import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../../../schemas/protocol/contract.ts';
import type { Query } from '../../api/http.ts';
import { listReader } from '../../api/list-reader.ts';
import { useSession } from '../../session/session-context.ts';
import type { Row } from '../use-company-rows.ts';

/** Where an association list reads its records: a list endpoint of the contracts, extra query. */
export interface AssociationSource {
  endpoint: Endpoint;
  query?: Query;
}

/** How many records the picker offers for one search: type to narrow the rest. */
export const PICKER_PAGE_SIZE = 50;

/** Page 1 of `pageSize` rows of the source's list with `query` added. */
function readFirstPage(source: AssociationSource, query: Query, pageSize: number, signal: AbortSignal) {
  return listReader<Row>(source.endpoint, { ...source.query, ...query })(1, pageSize, signal);
}

/**
 * The picker's choices: the first PICKER_PAGE_SIZE records matching `search`, read from the
 * server (a company may have 100,000 properties; the picker never reads them all).
 */
export function usePickerRows(source: AssociationSource | undefined, search: string, enabled: boolean) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['associationPicker', companyId, source?.endpoint.path, source?.query ?? {}, search],
    queryFn: ({ signal }) =>
      readFirstPage(source as AssociationSource, { search: search || undefined }, PICKER_PAGE_SIZE, signal),
    enabled: Boolean(companyId && source && enabled),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The records with these ids (one page of the chosen table), read with the list's `ids` filter. */
export function useRowsByIds(source: AssociationSource | undefined, ids: readonly string[], extra: Query = {}) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['associationRows', companyId, source?.endpoint.path, extra, ids],
    queryFn: ({ signal }) =>
      readFirstPage(source as AssociationSource, { ...extra, ids: ids.join(',') }, ids.length, signal),
    enabled: Boolean(companyId && source && ids.length > 0),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
