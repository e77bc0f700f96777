import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '../../../../schemas/dashboard.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useSession } from '../../session/session-context.ts';

export type Dashboard = ReplyOf<typeof dashboardEndpoints.dashboard>;
export type EventStatistic = Dashboard['eventStatistics'][number];
export type EventReport = Dashboard['eventReports'][number];

/** The current company's dashboard (status cards and the 'Event Details' chart data). */
export function useDashboard() {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.dashboard, { signal }),
    enabled: Boolean(companyId),
  });
}
