import { useQuery } from '@tanstack/react-query';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { reportEndpoints } from '../../../../schemas/report.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';
import type { ClaimDateRange } from './report-rows.ts';

export type ClaimReport = ReplyOf<typeof reportEndpoints.insuranceClaim>;
export type ClaimReportRow = ClaimReport['insuranceClaimsWithEvents'][number];

/** GET /reports/insuranceClaimDateRange: the earliest and latest claim date (the shortcut and the tooltip). */
export function useClaimDateEdges() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['insuranceClaimDateRange', companyId],
    queryFn: ({ signal }) => callEndpoint(reportEndpoints.insuranceClaimDateRange, { signal }),
    enabled: Boolean(companyId),
  });
}

/** GET /reports/insuranceClaim for a chosen range; nothing is asked without one (spec 001 §5). */
export function useClaimReport(range: ClaimDateRange | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['insuranceClaimReport', companyId, range?.from, range?.to],
    queryFn: ({ signal }) =>
      callEndpoint(reportEndpoints.insuranceClaim, {
        query: { claimDateOnOrAfter: range?.from, claimDateOnOrBefore: range?.to },
        signal,
      }),
    enabled: Boolean(companyId && range),
    staleTime: 0,
  });
}
