import { bigint, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FileType } from '../../../domain/accepted-file-types.ts';
import { companyId, createdAt, id } from './columns.ts';
import { eventSteps, events } from './events.ts';
import { people } from './people.ts';

/**
 * A stored file (spec 001 §3 'Media', 'Document'): the row describes it, the bytes live in the file
 * store under `storage_key` (`<companyId>/<uuid>`, never the user's file name). A file of an
 * event (and, for an Image Upload step's answer, of one of its steps) goes with the event.
 * The row is written only after the object is stored whole, so a failed upload leaves no row.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyId(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The step of the event's procedure copy whose answer this file is (Image Upload steps). */
    questionId: uuid('question_id'),
    /** 1 document, 2 image, 3 video (decided from the bytes). */
    kind: integer('kind').$type<FileType>().notNull(),
    /** The name shown: the uploaded file's name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** An image's 100×100 JPEG; null for other kinds and images the server could not read. */
    thumbnailKey: text('thumbnail_key'),
    uploadedByPersonId: uuid('uploaded_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // An event's media (its own: question_id null; a step's), oldest first.
    index('files_event_question_idx').on(t.eventId, t.questionId, t.createdAt),
    index('files_company_idx').on(t.companyId),
    foreignKey({
      name: 'files_event_step_fk',
      columns: [t.eventId, t.questionId],
      foreignColumns: [eventSteps.eventId, eventSteps.id],
    }).onDelete('cascade'),
  ],
);
