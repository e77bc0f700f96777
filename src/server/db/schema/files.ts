import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FileType } from '../../../domain/resources/accepted-file-types.ts';
import { companyId, createdAt, id } from './columns.ts';
import { documentTypes } from './document-types.ts';
import { eventSteps, events } from './events.ts';
import { folders } from './folders.ts';
import { people } from './people.ts';
import { properties } from './properties.ts';

/**
 * A stored file (spec 001 §3 'Media', 'Document'): the row describes it, the bytes live in the file
 * store under `storage_key` (`<companyId>/<uuid>`, never the user's file name). A file belongs to
 * one scope, like a folder (folders.ts): an event (and, for an Image Upload step's answer, one of
 * its steps), a property's library (property_id), or the company's library (neither); within it,
 * a folder or the root (folder_id null). The row is written only after the object is stored
 * whole, so a failed upload leaves no row. Delete is soft (`deleted_at`): the row and the object stay.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyId(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The step of the event's procedure copy whose answer this file is (Image Upload steps). */
    questionId: uuid('question_id'),
    propertyId: uuid('property_id').references(() => properties.id),
    folderId: uuid('folder_id').references(() => folders.id),
    /** 1 document, 2 image, 3 video (decided from the bytes). */
    kind: integer('kind').$type<FileType>().notNull(),
    /** The name shown: given at upload (the resource forms), else the uploaded file's name. */
    name: text('name').notNull(),
    /** The uploaded file's name, offered when it is downloaded. */
    fileName: text('file_name').notNull(),
    note: text('note').notNull().default(''),
    documentTypeId: uuid('document_type_id').references(() => documentTypes.id),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** An image's 100×100 JPEG; null for other kinds and images the server could not read. */
    thumbnailKey: text('thumbnail_key'),
    /** An image's print copy (at most 640 px, JPEG), what the incident report prints; null as the thumbnail. */
    printKey: text('print_key'),
    uploadedByPersonId: uuid('uploaded_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByPersonId: uuid('deleted_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    /** What holds it: its folder, or at the root the event, the property or the company (as folders.container_id). */
    containerId: uuid('container_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(folder_id, event_id, property_id, company_id)`),
  },
  (t) => [
    // An event's media (its own: question_id null; a step's), oldest first.
    index('files_event_question_idx').on(t.eventId, t.questionId, t.createdAt),
    index('files_company_idx').on(t.companyId),
    // A folder's (or a root's) files of one kind by name, paged; the live ones only.
    index('files_container_listing_idx')
      .on(t.containerId, t.kind, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    check('files_one_scope', sql`${t.eventId} is null or ${t.propertyId} is null`),
    foreignKey({
      name: 'files_event_step_fk',
      columns: [t.eventId, t.questionId],
      foreignColumns: [eventSteps.eventId, eventSteps.id],
    }).onDelete('cascade'),
  ],
);
