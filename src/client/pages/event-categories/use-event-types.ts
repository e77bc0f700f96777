import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventCategoryEndpoints, type SavedCategory } from '../../../../schemas/event-category.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useSession } from '../../session/session-context.ts';
import {
  type CategoryDraft,
  type CategorySaveRequest,
  categorySaveRequest,
  eventTypesQuery,
  type SortDirection,
} from './category-rules.ts';

export type EventTypeList = ReplyOf<typeof eventCategoryEndpoints.list>;

const EVENT_TYPES_KEY = 'eventTypes';

/** GET /eventTypes for the current company; the previous page stays on screen while a new search loads. */
export function useEventTypes(options: { search: string; direction: SortDirection; page: number }) {
  const companyId = useSession().currentCompany?.companyId;
  const query = eventTypesQuery(options);
  return useQuery({
    queryKey: [EVENT_TYPES_KEY, companyId, query],
    queryFn: ({ signal }): Promise<EventTypeList> => callEndpoint(eventCategoryEndpoints.list, { query, signal }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** POST /categories/{id} (a category that exists) or POST /eventTypes/{typeId}/categories (a new one). */
function saveCategory(request: CategorySaveRequest): Promise<SavedCategory> {
  const { params, body } = request;
  return 'id' in params
    ? callEndpoint(eventCategoryEndpoints.update, { params, body })
    : callEndpoint(eventCategoryEndpoints.saveTypeCategory, { params, body });
}

/** Saves the Add/Edit Category modal, then reloads every event type list of the company. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  const companyId = useSession().currentCompany?.companyId;
  return useMutation({
    mutationFn: ({ draft, name }: { draft: CategoryDraft; name: string }) =>
      saveCategory(categorySaveRequest(draft, name)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENT_TYPES_KEY, companyId] }),
  });
}
