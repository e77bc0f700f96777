import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IncidentReportRenderOptions, IncidentReportStatus } from '../../../domain/events/incident-report.ts';
import { companyId, createdAt } from './columns.ts';
import { events } from './events.ts';
import { files } from './files.ts';
import { folders } from './folders.ts';
import { people } from './people.ts';

const ids = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/**
 * What an event's incident report includes (spec 001 §3 'Incident report render options'): one
 * row per event, saved by the modal before each report and shown back with the event.
 */
export const incidentReportRenderOptions = pgTable('incident_report_render_options', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  includedDocumentIds: ids('included_document_ids'),
  includedPeopleIds: ids('included_people_ids'),
  includedImageIds: ids('included_image_ids'),
  includedInsuranceClaimIds: ids('included_insurance_claim_ids'),
  updatedByPersonId: uuid('updated_by_person_id').references(() => people.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One asked-for incident report: its id is the token the page polls with and the id of the job
 * that makes it. `file_id` is set once, in the transaction that files the PDF: a job run again
 * after a crash finds it set and files nothing twice (incident_reports_file_uq).
 */
export const incidentReports = pgTable(
  'incident_reports',
  {
    id: uuid('id').primaryKey(),
    companyId: companyId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The event's folder the PDF goes to (answered at once as data.folderId). */
    folderId: uuid('folder_id')
      .notNull()
      .references(() => folders.id),
    /** What was chosen when it was asked for (a later change of the options does not alter it). */
    options: jsonb('options').$type<IncidentReportRenderOptions>().notNull(),
    status: integer('status').$type<IncidentReportStatus>().notNull().default(1),
    fileId: uuid('file_id').references(() => files.id),
    /** The last run's error, for the log and support (never shown to the user as is). */
    lastError: text('last_error'),
    requestedByPersonId: uuid('requested_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('incident_reports_event_idx').on(t.eventId, t.createdAt),
    uniqueIndex('incident_reports_file_uq').on(t.fileId),
  ],
);
