import { eventCategoryEndpoints } from '../../../../schemas/event-category.ts';
import { on } from '../../context/endpoint-routes.ts';
import { listEventTypes, saveTypeCategory, updateCategory } from './service.ts';

/**
 * Event types and their categories (spec 001 §2 Event Categories, §7 Categories): each endpoint
 * of schemas/event-category.ts and the service that answers it.
 */
export const categoriesRoutes = [
  on(eventCategoryEndpoints.list, (ctx, { query }) => listEventTypes(ctx, query)),
  on(eventCategoryEndpoints.saveTypeCategory, (ctx, { params, body }) =>
    saveTypeCategory(ctx, { typeId: params.typeId, category: body }),
  ),
  on(eventCategoryEndpoints.update, (ctx, { params, body }) => updateCategory(ctx, { id: params.id, category: body })),
];
