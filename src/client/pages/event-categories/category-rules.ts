import { CATEGORY_NAME_MAX_LENGTH, type Category, eventCategoryEndpoints } from '../../../../schemas/event-category.ts';
import type { QueryInputOf } from '../../../../schemas/protocol/contract.ts';

/**
 * The pure rules of the Event Categories screen (spec 001 §2): the sort toggle, the query of
 * GET /eventTypes, and which call saves the Add/Edit Category modal.
 */

export type SortDirection = 'asc' | 'desc';

/** "Category and group sort defaults to ascending by name" (spec 001 §9). */
export const DEFAULT_SORT_DIRECTION: SortDirection = 'asc';

/** Event types per page; a company has few, so one page nearly always holds them all. */
export const EVENT_TYPES_PAGE_SIZE = 25;

export function toggleDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** The sort toggle's text: the order shown now. */
export function sortLabel(direction: SortDirection): string {
  return direction === 'asc' ? 'Name A–Z' : 'Name Z–A';
}

/** GET /eventTypes query (spec 001 §7: sortBy Name, sortDirection, search). */
export function eventTypesQuery(options: {
  search: string;
  direction: SortDirection;
  page: number;
}): QueryInputOf<typeof eventCategoryEndpoints.list> {
  return {
    sortBy: 'Name',
    sortDirection: options.direction,
    search: options.search.trim() || undefined,
    page: options.page,
    pageSize: EVENT_TYPES_PAGE_SIZE,
  };
}

/** What the modal edits: a new category of a type (`category` null) or one of its categories. */
export interface CategoryDraft {
  typeId: string;
  typeName: string;
  category: { id: string; name: string } | null;
}

export function categoryModalTitle(draft: CategoryDraft): string {
  return draft.category ? 'Edit Category' : 'Add Category';
}

/** The name problem the form shows, or null when the name can be saved. */
export function categoryNameProblem(name: string): string | null {
  if (name.trim() === '') return 'is required';
  if (name.trim().length > CATEGORY_NAME_MAX_LENGTH) return `must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`;
  return null;
}

/** Which endpoint saves the modal, with its path parameters and body. */
export type CategorySaveRequest =
  | { endpoint: typeof eventCategoryEndpoints.update; params: { id: string }; body: Category }
  | { endpoint: typeof eventCategoryEndpoints.saveTypeCategory; params: { typeId: string }; body: Category };

/**
 * The save call of the modal (spec 001 §7): a new category POSTs to /eventTypes/{typeId}/categories
 * without an id; an existing one POSTs to /categories/{id}. The body is the spec's payload: id, name, typeId.
 */
export function categorySaveRequest(draft: CategoryDraft, name: string): CategorySaveRequest {
  const trimmed = name.trim();
  if (draft.category) {
    return {
      endpoint: eventCategoryEndpoints.update,
      params: { id: draft.category.id },
      body: { id: draft.category.id, name: trimmed, typeId: draft.typeId },
    };
  }
  return {
    endpoint: eventCategoryEndpoints.saveTypeCategory,
    params: { typeId: draft.typeId },
    body: { name: trimmed, typeId: draft.typeId },
  };
}
