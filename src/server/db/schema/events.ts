import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import { companyId, createdAt, id, searchColumnIndex } from './columns.ts';
import { eventCategories, eventTypes } from './event-types.ts';
import { people } from './people.ts';
import { procedures } from './procedures.ts';
import { properties } from './properties.ts';
import { positionTypes } from './roles.ts';

/**
 * Incidents (spec 001 §3 'Event'). The number people read aloud is per company and per year of
 * reporting: `number_year` + `number` (1, 2, 3… within the year), shown as 'E-2026-00042'
 * (`number_text`, generated, also searched). It is allocated in the create transaction from
 * `event_number_counters`, so two reports at once never share a number. The time it occurred is
 * stored UTC; lists show it in the property's time zone (dateOccurredLocal).
 */
// Triggers (docs/database.md): events_status_counts_*, events_month_counts_*, events_daily_rollups_*, events_claim_rollups_archive, events_sop_completed_at, events_role_limited_rollups_*.
export const events = pgTable(
  'events',
  {
    id: id(),
    companyId: companyId(),
    /** The year of the incident number (the UTC year it was reported). */
    numberYear: integer('number_year').notNull(),
    /** The incident number within the company and year. */
    number: integer('number').notNull(),
    numberText: text('number_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`'E-' || ${events.numberYear}::text || '-' || lpad(${events.number}::text, 5, '0')`,
      ),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    eventCategoryId: uuid('event_category_id').references(() => eventCategories.id),
    location: text('location'),
    status: integer('status').notNull().default(5),
    severityLevel: integer('severity_level').notNull().default(0),
    dateOccurredUtc: timestamp('date_occurred_utc', { withTimezone: true }).notNull(),
    reportedByPersonId: uuid('reported_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    /** Null until the Emergency tab is answered. */
    emergencyServicesInvolved: boolean('emergency_services_involved'),
    emergencyServicesAnswered: boolean('emergency_services_answered').notNull().default(false),
    isSopComplete: boolean('is_sop_complete').notNull().default(false),
    /**
     * When the procedure was finished (isSopComplete turned true): set by a trigger from the
     * finishing save's updated_at (migration 0021), read by the analytics dashboard's 'time to
     * complete' (reported → finished). Null while the SOP is not complete.
     */
    sopCompletedAt: timestamp('sop_completed_at', { withTimezone: true }),
    /** The procedure the event's own copy was taken from (the copy lives in event_steps). */
    sourceProcedureId: uuid('source_procedure_id').references(() => procedures.id, { onDelete: 'set null' }),
    /** The wizard's trail of visited step ids (event_steps ids), oldest first. */
    answeredQuestionTrail: jsonb('answered_question_trail').$type<string[]>().notNull().default([]),
    /** The management report (spec 001 §3 'Event (for display)' summary), written in event management. */
    summary: text('summary'),
    /**
     * When the event was deleted (POST /events/{id}/archive). An archived event keeps every row
     * but leaves the list, the counts and every event call: the visibility rule keeps only
     * events where this is null.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedByPersonId: uuid('archived_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    /**
     * The claim type of the event's first claim (null: no claim), kept by the claim save's
     * transaction (modules/events/claim-sync.ts) so the list's Claim Type filter and column read
     * the event row alone (migration 0017).
     */
    claimType: integer('claim_type'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the Events list searches besides the property, type and category names. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower('E-' || ${events.numberYear}::text || '-' || lpad(${events.number}::text, 5, '0') || ' ' || coalesce(${events.location}, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('events_company_number_uq').on(t.companyId, t.numberYear, t.number),
    // The list's default order (dateOccurredLocal = the UTC instant) and its tail; the status
    // filters (a status; -2 = all but Complete) in that order. Both INCLUDE what the list's
    // filter reads (migration 0015, hand-written: the builder has no INCLUDE).
    index('events_company_occurred_idx').on(t.companyId, t.dateOccurredUtc, t.id),
    index('events_company_status_occurred_idx').on(t.companyId, t.status, t.dateOccurredUtc, t.id),
    index('events_company_type_category_idx').on(t.companyId, t.eventTypeId, t.eventCategoryId),
    // The wizard's 'Events in Progress' of a property, and the visibility rule's property test.
    index('events_company_property_status_idx').on(t.companyId, t.propertyId, t.status),
    // The analytics dashboard's open events by property (migration 0021, hand-written: INCLUDE property_id).
    index('events_open_occurred_idx')
      .on(t.companyId, t.dateOccurredUtc)
      .where(sql`${t.archivedAt} is null and ${t.status} <> 4`),
    // The dashboard's open claims: the claims of the company's archived events, left out.
    index('events_archived_idx').on(t.companyId, t.id).where(sql`${t.archivedAt} is not null`),
    index('events_company_severity_idx').on(t.companyId, t.severityLevel, t.dateOccurredUtc, t.id),
    index('events_company_location_idx').on(t.companyId, sql`lower(${t.location})`, t.dateOccurredUtc, t.id),
    searchColumnIndex('events_search_idx', t.searchText),
    // The list's Claim Type filter (with Claim in Progress or Complete), newest first; only events
    // with a claim. It INCLUDEs what the list's filter reads (migration 0017, hand-edited).
    index('events_company_claim_type_idx')
      .on(t.companyId, t.status, t.claimType, t.dateOccurredUtc, t.id)
      .where(sql`${t.claimType} is not null`),
    check('events_claim_type_range', sql`${t.claimType} between 0 and 3`),
  ],
);

/** Per company and year, the last incident number handed out. */
export const eventNumberCounters = pgTable(
  'event_number_counters',
  {
    companyId: companyId(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/** 'Visible only to roles' of an event: no rows means visible to every member who sees its property. */
// Triggers (docs/database.md): event_visible_roles_rollups_*.
export const eventVisibleRoles = pgTable(
  'event_visible_roles',
  {
    companyId: companyId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    positionTypeId: uuid('position_type_id')
      .notNull()
      .references(() => positionTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.positionTypeId] }),
    index('event_visible_roles_role_idx').on(t.positionTypeId, t.eventId),
  ],
);

/**
 * The event's own copy of its procedure's steps, taken when it was created: later edits of the
 * procedure never change it. Steps keep the procedure's step ids (unique within the event), so
 * the gotos need no remapping; the answers are stored here.
 */
export const eventSteps = pgTable(
  'event_steps',
  {
    companyId: companyId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    typeId: text('type_id').$type<StepTypeId>().notNull(),
    yesResultType: text('yes_result_type').$type<'NA' | 'goto'>().notNull(),
    yesResultStepId: uuid('yes_result_step_id'),
    noResultType: text('no_result_type').$type<'NA' | 'goto'>().notNull(),
    noResultStepId: uuid('no_result_step_id'),
    /** Yes/No and Acknowledgement: the answer; null until answered. */
    answer: boolean('answer'),
    answered: boolean('answered').notNull().default(false),
    textAnswer: text('text_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'event_steps_event_id_pk', columns: [t.eventId, t.id] }),
    index('event_steps_event_position_idx').on(t.eventId, t.position),
  ],
);

/** The checklist items of an event's copied steps, and whether each was checked. */
export const eventChecklistItems = pgTable(
  'event_checklist_items',
  {
    companyId: companyId(),
    eventId: uuid('event_id').notNull(),
    stepId: uuid('step_id').notNull(),
    sortKey: integer('sort_key').notNull(),
    text: text('text').notNull(),
    checked: boolean('checked').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'event_checklist_items_pk', columns: [t.eventId, t.stepId, t.sortKey] }),
    foreignKey({
      name: 'event_checklist_items_step_fk',
      columns: [t.eventId, t.stepId],
      foreignColumns: [eventSteps.eventId, eventSteps.id],
    }).onDelete('cascade'),
  ],
);
