import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventTypeWithCategories, SavedCategory } from '../../../../schemas/event-category.ts';
import type { ListTotal } from '../../../domain/list-total.ts';
import { apiFetch, companyPath } from '../../api/http.ts';
import { useSession } from '../../session/session-context.ts';
import { type CategoryDraft, categorySaveRequest, eventTypesQuery, type SortDirection } from './category-rules.ts';

export interface EventTypeList extends ListTotal {
  eventTypes: EventTypeWithCategories[];
}

const EVENT_TYPES_KEY = 'eventTypes';

/** GET /eventTypes for the current company; the previous page stays on screen while a new search loads. */
export function useEventTypes(options: { search: string; direction: SortDirection; page: number }) {
  const companyId = useSession().currentCompany?.companyId;
  const query = eventTypesQuery(options);
  return useQuery({
    queryKey: [EVENT_TYPES_KEY, companyId, query],
    queryFn: ({ signal }) => apiFetch<EventTypeList>(companyPath('/eventTypes'), { query, signal }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** Saves the Add/Edit Category modal, then reloads every event type list of the company. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  const companyId = useSession().currentCompany?.companyId;
  return useMutation({
    mutationFn: ({ draft, name }: { draft: CategoryDraft; name: string }) => {
      const { path, body } = categorySaveRequest(draft, name);
      return apiFetch<SavedCategory>(companyPath(path), { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENT_TYPES_KEY, companyId] }),
  });
}
