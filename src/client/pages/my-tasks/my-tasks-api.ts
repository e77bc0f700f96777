import { useQuery } from '@tanstack/react-query';
import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { usePerformPreviews } from '../perform-task/perform-api.ts';

/**
 * GET /routineTaskInstancesForThisUser: every row once (the property filter narrows them on the
 * page, so its choices are always every property with tasks); read afresh on each visit, since a
 * task performed a moment ago moves to Completed. Kept on the device for use offline.
 */
export function useMyTasks() {
  const companyId = useCompanyId();
  const query = useQuery({
    queryKey: ['myRoutineTasks', companyId],
    queryFn: ({ signal }) => callEndpoint(routineTaskEndpoints.mine, { signal }).then((reply) => reply.instances),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
  // Online, the open locations' procedures are read ahead, so that they can be performed offline.
  usePerformPreviews(query.data);
  return query;
}
