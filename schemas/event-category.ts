import { LIST_READERS } from '../src/domain/company/permissions.ts';
import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';

/**
 * An event category (spec 001 §3 "Event type": categories (id, name); "Category save payload:
 * id, name, typeId"). POST /eventTypes/{typeId}/categories creates one (updates when the body
 * carries the id of a category of that type); POST /categories/{id} renames one. A category
 * stays with its event type: procedures and events are filed under the pair.
 */
export const categorySchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
    typeId: { type: 'string', format: 'uuid' },
  },
} as const;

export type Category = FromSchema<typeof categorySchema>;

export const savedCategorySchema = {
  ...categorySchema,
  required: ['id', 'name', 'typeId'],
} as const;

/** A category as both saves answer it. */
export type SavedCategory = FromSchema<typeof savedCategorySchema>;

/** One event type of GET /eventTypes, with its categories sorted by name. */
export const eventTypeWithCategoriesSchema = {
  type: 'object',
  required: ['id', 'name', 'categories'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        additionalProperties: false,
        properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
      },
    },
  },
} as const;

export type EventTypeWithCategories = FromSchema<typeof eventTypeWithCategoriesSchema>;

/** The longest category name the form accepts (the schema's bound). */
export const CATEGORY_NAME_MAX_LENGTH = categorySchema.properties.name.maxLength;

/** Wording of the categories screen. The spec names no toast for a category save; ours says this. */
export const CATEGORY_MESSAGES = {
  saved: SCHEMA_MESSAGES.categorySaved,
  duplicate: SCHEMA_MESSAGES.categoryDuplicate,
} as const;

/** The spec's sortBy is 'Name' (spec 001 §7); the lower-case spelling of the other lists is accepted too. */
export const EVENT_TYPE_SORT_FIELDS = ['name', 'Name'] as const;

/**
 * Event types and their categories (spec 001 §2 Event Categories, §7 Categories). The saves need
 * manageEventCategories; the list is read by the procedure editor too. Event types themselves
 * come with the company (seeded); the screen manages their categories.
 */
export const eventCategoryEndpoints = {
  list: listEndpoint({
    path: '/eventTypes',
    tag: 'event categories',
    summary: "The company's event types with their categories, searched (type or category name) and sorted",
    need: LIST_READERS.eventTypes,
    sortFields: EVENT_TYPE_SORT_FIELDS,
    // "Category and group sort defaults to ascending by name" (spec 001 §9).
    defaultDirection: 'asc',
    envelope: 'eventTypes',
    row: eventTypeWithCategoriesSchema,
    totalDescription: 'Event types matching the search, over all pages',
  }),
  saveTypeCategory: companyEndpoint({
    method: 'POST',
    path: '/eventTypes/:typeId/categories',
    tag: 'event categories',
    summary: 'Create a category of an event type (no id), or rename one of its categories (id)',
    need: 'manageEventCategories',
    body: categorySchema,
    reply: savedCategorySchema,
  }),
  update: companyEndpoint({
    method: 'POST',
    path: '/categories/:id',
    tag: 'event categories',
    summary: 'Rename a category of the company (it stays with its event type)',
    need: 'manageEventCategories',
    body: categorySchema,
    reply: savedCategorySchema,
  }),
} as const;
