import type { FastifyInstance } from 'fastify';
import {
  type Category,
  categorySchema,
  eventTypeWithCategoriesSchema,
  savedCategorySchema,
} from '../../../../schemas/event-category.ts';
import { LIST_READERS } from '../../../domain/permissions.ts';
import { COMPANY_PREFIX, companyOf } from '../../auth/guard.ts';
import { errorResponses } from '../../http/error-shape.ts';
import { type ListParams, listQuerySchema } from '../../http/list-query.ts';
import {
  ascendingByDefault,
  companyItemParams,
  companyParams,
  listReplySchema,
  uuidSchema,
} from '../../http/route-schemas.ts';
import {
  EVENT_TYPE_SORT_FIELDS,
  type EventTypeSortField,
  listEventTypes,
  saveTypeCategory,
  updateCategory,
} from './service.ts';

const typeParams = {
  type: 'object',
  required: ['companyId', 'typeId'],
  properties: { companyId: uuidSchema, typeId: uuidSchema },
} as const;

/** The list query, ascending by default: "Category and group sort defaults to ascending by name" (spec 001 §9). */
const eventTypeQuerySchema = ascendingByDefault(listQuerySchema(EVENT_TYPE_SORT_FIELDS));

const eventTypeListSchema = listReplySchema(
  'eventTypes',
  eventTypeWithCategoriesSchema,
  'Event types matching the search, over all pages',
);

/**
 * Event types and their categories (spec 001 §2 Event Categories, §7 Categories). All need
 * manageEventCategories. Event types themselves come with the company (seeded); the screen
 * manages their categories.
 */
export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: ListParams<EventTypeSortField> }>(
    `${COMPANY_PREFIX}/eventTypes`,
    {
      config: { need: LIST_READERS.eventTypes },
      schema: {
        tags: ['event categories'],
        summary: "The company's event types with their categories, searched (type or category name) and sorted",
        params: companyParams,
        querystring: eventTypeQuerySchema,
        response: { 200: eventTypeListSchema, ...errorResponses },
      },
    },
    async (request) => listEventTypes(db, companyOf(request).companyId, request.query),
  );

  app.post<{ Params: { typeId: string }; Body: Category }>(
    `${COMPANY_PREFIX}/eventTypes/:typeId/categories`,
    {
      config: { need: 'manageEventCategories' },
      schema: {
        tags: ['event categories'],
        summary: 'Create a category of an event type (no id), or rename one of its categories (id)',
        params: typeParams,
        body: categorySchema,
        response: { 200: savedCategorySchema, ...errorResponses },
      },
    },
    async (request) => saveTypeCategory(db, companyOf(request).companyId, request.params.typeId, request.body),
  );

  app.post<{ Params: { id: string }; Body: Category }>(
    `${COMPANY_PREFIX}/categories/:id`,
    {
      config: { need: 'manageEventCategories' },
      schema: {
        tags: ['event categories'],
        summary: 'Rename a category of the company (it stays with its event type)',
        params: companyItemParams,
        body: categorySchema,
        response: { 200: savedCategorySchema, ...errorResponses },
      },
    },
    async (request) => updateCategory(db, companyOf(request).companyId, request.params.id, request.body),
  );
}
