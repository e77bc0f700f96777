import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../../schemas/analytics.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { AnalyticsFilter } from '../../../domain/analytics/analytics-range.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useSession } from '../../session/session-context.ts';

export type Analytics = ReplyOf<typeof analyticsEndpoints.analytics>;

/** GET /analytics for the filter the address holds; the previous figures stay on screen while the next load. */
export function useAnalytics(filter: AnalyticsFilter) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['analytics', companyId, filter.from, filter.to, filter.propertyId],
    queryFn: ({ signal }) =>
      callEndpoint(analyticsEndpoints.analytics, {
        query: { from: filter.from, to: filter.to, ...(filter.propertyId ? { propertyId: filter.propertyId } : {}) },
        signal,
      }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}
