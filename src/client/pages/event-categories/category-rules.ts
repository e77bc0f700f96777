import type { CrudSort } from '@refinedev/core';
import { CATEGORY_NAME_MAX_LENGTH, type Category, eventCategoryEndpoints } from '../../../../schemas/event-category.ts';
import type { ListTableOptions } from '../../crud/use-list-table.ts';
import { eventCategoriesText } from '../../i18n/en/event-categories.ts';
import { translate } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { searchFilters } from '../../providers/list-query.ts';

/**
 * The rules of the Event Categories screen (spec 001 §2): the sort toggle, the list of
 * GET /eventTypes as Refine's data provider reads it, and which call saves the Add/Edit Category modal.
 */

export type SortDirection = 'asc' | 'desc';

/** "Category and group sort defaults to ascending by name" (spec 001 §9). */
export const DEFAULT_SORT_DIRECTION: SortDirection = 'asc';

/** Event types per page; a company has few, so one page nearly always holds them all. */
export const EVENT_TYPES_PAGE_SIZE = 25;

export function toggleDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** The sort toggle's text: the order shown now (in the app's language when called). */
export function sortLabel(direction: SortDirection): string {
  return translate(eventCategoriesText, direction === 'asc' ? 'sortAscending' : 'sortDescending');
}

/** The spec's sortBy of GET /eventTypes (spec 001 §7), as written there. */
export const EVENT_TYPES_SORT_BY = 'Name' satisfies (typeof eventCategoryEndpoints.list.sortFields)[number];

/** The sort of the list in `direction`. */
export function eventTypesSort(direction: SortDirection): CrudSort {
  return { field: EVENT_TYPES_SORT_BY, order: direction };
}

/** The direction the list is sorted in now (its first sorter), ascending when it has none. */
export function directionOf(sorters: readonly CrudSort[]): SortDirection {
  return sorters[0]?.order ?? DEFAULT_SORT_DIRECTION;
}

/** The Refine resource of the list (the access name of the page too); a category save refreshes it. */
export const EVENT_TYPES_RESOURCE = 'eventCategories';

/**
 * GET /eventTypes through Refine's data provider (useListTable): sortBy Name ascending at first,
 * the search, pages of EVENT_TYPES_PAGE_SIZE (spec 001 §7).
 */
export function eventTypesListOptions(search: string): ListTableOptions {
  return {
    resource: EVENT_TYPES_RESOURCE,
    meta: listOf(eventCategoryEndpoints.list),
    pageSize: EVENT_TYPES_PAGE_SIZE,
    defaultSort: eventTypesSort(DEFAULT_SORT_DIRECTION),
    filters: searchFilters(search),
  };
}

/** What the modal edits: a new category of a type (`category` null) or one of its categories. */
export interface CategoryDraft {
  typeId: string;
  typeName: string;
  category: { id: string; name: string } | null;
}

export function categoryModalTitle(draft: CategoryDraft): string {
  return translate(eventCategoriesText, draft.category ? 'editCategory' : 'addCategory');
}

/** The name problem the form shows, or null when the name can be saved. */
export function categoryNameProblem(name: string): string | null {
  if (name.trim() === '') return translate(eventCategoriesText, 'nameRequired');
  if (name.trim().length > CATEGORY_NAME_MAX_LENGTH)
    return translate(eventCategoriesText, 'nameTooLong', { max: CATEGORY_NAME_MAX_LENGTH });
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
