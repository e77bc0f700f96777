import type { FromSchema } from './from-schema.ts';

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

export type SavedCategory = Required<Category>;

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
  saved: 'Category Saved.',
  duplicate: 'already exists for this event type',
} as const;
