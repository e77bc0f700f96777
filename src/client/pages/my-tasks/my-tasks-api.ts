import { useQuery } from '@tanstack/react-query';
import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';

/**
 * GET /routineTaskInstancesForThisUser: every row once (the property filter narrows them on the
 * page, so its choices are always every property with tasks); read afresh on each visit, since a
 * task performed a moment ago moves to Completed.
 */
export function useMyTasks() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['myRoutineTasks', companyId],
    queryFn: ({ signal }) => callEndpoint(routineTaskEndpoints.mine, { signal }).then((reply) => reply.instances),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
}
