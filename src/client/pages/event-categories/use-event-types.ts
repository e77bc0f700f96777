import { useInvalidate } from '@refinedev/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCategoryEndpoints, type SavedCategory } from '../../../../schemas/event-category.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useSession } from '../../session/session-context.ts';
import {
  type CategoryDraft,
  type CategorySaveRequest,
  categorySaveRequest,
  EVENT_TYPES_RESOURCE,
} from './category-rules.ts';

/**
 * Event type reads other screens cache with react-query under ['eventTypes', companyId, …] (the
 * procedure editor's Response Type and Category choices); a category save makes them stale too.
 */
const EVENT_TYPES_KEY = 'eventTypes';

/** POST /categories/{id} (a category that exists) or POST /eventTypes/{typeId}/categories (a new one). */
function saveCategory(request: CategorySaveRequest): Promise<SavedCategory> {
  const { params, body } = request;
  return 'id' in params
    ? callEndpoint(eventCategoryEndpoints.update, { params, body })
    : callEndpoint(eventCategoryEndpoints.saveTypeCategory, { params, body });
}

/**
 * Saves the Add/Edit Category modal, then reloads the screen's list (Refine's list queries of the
 * resource) and every other cached read of the company's event types.
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const companyId = useSession().currentCompany?.companyId;
  return useMutation({
    mutationFn: ({ draft, name }: { draft: CategoryDraft; name: string }) =>
      saveCategory(categorySaveRequest(draft, name)),
    onSuccess: () =>
      Promise.all([
        invalidate({ resource: EVENT_TYPES_RESOURCE, invalidates: ['list'] }),
        queryClient.invalidateQueries({ queryKey: [EVENT_TYPES_KEY, companyId] }),
      ]),
  });
}
