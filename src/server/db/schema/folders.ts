import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FolderType } from '../../../domain/resources/resource-folders.ts';
import { companyId, createdAt, id } from './columns.ts';
import { events } from './events.ts';
import { people } from './people.ts';
import { properties } from './properties.ts';

/**
 * Folders of files (spec 001 §3 'Folder'). A folder belongs to one scope: the company's library
 * (no property, no event), a property's library (property_id) or an event's documents
 * (event_id); its folder_type says which. Folders are never deleted, only archived, and never
 * move: a child always shares its parent's scope.
 *
 * `container_id` is what holds it: its parent folder, or at the root of its scope the event, the
 * property or the company. One column thus answers "the folders in X" for a folder and for every
 * root alike, and makes sibling names unique (folders_container_name_uq).
 */
export const folders = pgTable(
  'folders',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id),
    propertyId: uuid('property_id').references(() => properties.id),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    folderType: text('folder_type').$type<FolderType>().notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    containerId: uuid('container_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(parent_id, event_id, property_id, company_id)`),
    createdByPersonId: uuid('created_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sibling folders have different names, whatever the case (archived ones count).
    uniqueIndex('folders_container_name_uq').on(t.containerId, sql`lower(${t.name})`),
    // Every folder of a scope (the move dialog's targets): company_id + event_id + property_id.
    index('folders_scope_idx').on(t.companyId, t.eventId, t.propertyId),
    check('folders_one_scope', sql`${t.eventId} is null or ${t.propertyId} is null`),
    check(
      'folders_type_of_scope',
      sql`${t.folderType} = case when ${t.eventId} is not null then 'Event' when ${t.propertyId} is not null then 'Property' else 'Company' end`,
    ),
  ],
);
