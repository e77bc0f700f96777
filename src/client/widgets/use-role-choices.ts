import { useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '../../../schemas/role.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { useCompanyId } from '../session/session-context.ts';

/** A company has tens of roles; the API allows 1,000 a page. */
const ALL_ROWS = 1000;

/**
 * Every role of the company by name, for the 'Visible To' pickers of procedures and events (which
 * offer only the active ones). Quiet: a picker says inline when its choices cannot be read.
 */
export function useRoleChoices() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['positiontypes', companyId, 'role-choices'],
    queryFn: ({ signal }) =>
      callEndpoint(roleEndpoints.list, {
        query: { sortBy: 'name', sortDirection: 'asc', page: 1, pageSize: ALL_ROWS },
        signal,
        quiet: true,
      }).then((body) => body.types),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    retry: false,
  });
}
