import { useQuery } from '@tanstack/react-query';
import { apiFetch, companyPath } from '../../api/http.ts';
import { useSession } from '../../session/session-context.ts';

export interface EventStatistic {
  orderIndex: number;
  /** Event status value; null is the "all events" card. */
  statusType: number | null;
  displayName: string;
  eventCount: number;
}

export interface EventReport {
  type: string;
  eventCategoryReports: { category: string; eventCount: number }[];
}

export interface Dashboard {
  eventStatistics: EventStatistic[];
  eventReports: EventReport[];
}

/** GET /api/company/{id}/dashboard for the current company. */
export function useDashboard() {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => apiFetch<Dashboard>(companyPath('/dashboard'), { signal }),
    enabled: Boolean(companyId),
  });
}
