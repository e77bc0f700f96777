import type { EventTypeWithCategories } from '../../../../schemas/event-category.ts';

export interface TypeRow {
  id: string;
  name: string;
}

export interface CategoryRow {
  id: string;
  name: string;
  typeId: string;
}

/**
 * Event type rows (already in list order) and their category rows (already in name order) ->
 * the GET /eventTypes shape: each type once, in order, with its own categories in their order.
 * Categories of types not on the page are dropped.
 */
export function groupCategories(
  types: readonly TypeRow[],
  categories: readonly CategoryRow[],
): EventTypeWithCategories[] {
  const byType = new Map<string, EventTypeWithCategories['categories']>(types.map((type) => [type.id, []]));
  for (const category of categories) byType.get(category.typeId)?.push({ id: category.id, name: category.name });
  return types.map((type) => ({ id: type.id, name: type.name, categories: byType.get(type.id) ?? [] }));
}
