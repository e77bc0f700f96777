import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { reportEndpoints } from '../../../../schemas/report.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';
import type { ClaimDateRange } from './report-rows.ts';

export type ClaimReport = ReplyOf<typeof reportEndpoints.insuranceClaim>;
export type ClaimReportRow = ClaimReport['insuranceClaimsWithEvents'][number];

/** The claims report's table page: which page, of how many rows. */
export interface ClaimPage {
  page: number;
  pageSize: number;
}

/** GET /reports/insuranceClaimDateRange: the earliest and latest claim date (the shortcut and the tooltip). */
export function useClaimDateEdges() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['insuranceClaimDateRange', companyId],
    queryFn: ({ signal }) => callEndpoint(reportEndpoints.insuranceClaimDateRange, { signal }),
    enabled: Boolean(companyId),
  });
}

/**
 * GET /reports/insuranceClaim for a chosen range, one page of it (paged on the server, with the
 * range's total); nothing is asked without a range (spec 001 §5). The page on screen stays while
 * the next one of the same range loads.
 */
export function useClaimReport(range: ClaimDateRange | null, { page, pageSize }: ClaimPage) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['insuranceClaimReport', companyId, range?.from, range?.to, page, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(reportEndpoints.insuranceClaim, {
        query: { claimDateOnOrAfter: range?.from, claimDateOnOrBefore: range?.to, page, pageSize },
        signal,
      }),
    enabled: Boolean(companyId && range),
    staleTime: 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === range?.from && previousQuery?.queryKey[3] === range?.to
        ? keepPreviousData(previous)
        : undefined,
  });
}
