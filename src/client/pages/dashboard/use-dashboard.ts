import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../domain/dashboard.ts';
import { apiFetch, companyPath } from '../../api/http.ts';
import { useSession } from '../../session/session-context.ts';

export type { Dashboard, EventReport, EventStatistic } from '../../../domain/dashboard.ts';

/** GET /api/company/{id}/dashboard for the current company. */
export function useDashboard() {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => apiFetch<Dashboard>(companyPath('/dashboard'), { signal }),
    enabled: Boolean(companyId),
  });
}
