import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProcedureFlavor, StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import { companyId, createdAt, id, searchIndex } from './columns.ts';
import { eventCategories, eventTypes } from './event-types.ts';
import { positionTypes } from './roles.ts';

/** Response procedures (flavor 'Incident', tied to an event type) and routine-task procedures. */
export const procedures = pgTable(
  'procedures',
  {
    id: id(),
    companyId: companyId(),
    flavor: text('flavor').$type<ProcedureFlavor>().notNull(),
    name: text('name'),
    eventTypeId: uuid('event_type_id').references(() => eventTypes.id),
    eventCategoryId: uuid('event_category_id').references(() => eventCategories.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One incident procedure per type and category (no category counts as one category).
    uniqueIndex('procedures_company_type_category_uq')
      .on(t.companyId, t.eventTypeId, sql`coalesce(${t.eventCategoryId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.flavor} = 'Incident'`),
    index('procedures_company_flavor_name_idx').on(t.companyId, t.flavor, sql`lower(${t.name})`, t.id),
    searchIndex('procedures_name_search_idx', sql`lower(coalesce(${t.name}, ''))`),
  ],
);

/** 'Visible Only to Roles': no rows means visible to all. */
export const procedureVisibleRoles = pgTable(
  'procedure_visible_roles',
  {
    companyId: companyId(),
    procedureId: uuid('procedure_id')
      .notNull()
      .references(() => procedures.id, { onDelete: 'cascade' }),
    positionTypeId: uuid('position_type_id')
      .notNull()
      .references(() => positionTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.positionTypeId] })],
);

/**
 * The ordered steps of a procedure; results point at steps of the same procedure. A step's id is
 * chosen by the client (GET /procedures/questions/create) and unique per company, not per
 * installation: another company's step id is then just an unused id (issue 9 point 7 — a save
 * must not reveal that it exists elsewhere).
 */
export const procedureSteps = pgTable(
  'procedure_steps',
  {
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    companyId: companyId(),
    procedureId: uuid('procedure_id')
      .notNull()
      .references(() => procedures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    typeId: text('type_id').$type<StepTypeId>().notNull(),
    yesResultType: text('yes_result_type').$type<'NA' | 'goto'>().notNull().default('NA'),
    yesResultStepId: uuid('yes_result_step_id'),
    noResultType: text('no_result_type').$type<'NA' | 'goto'>().notNull().default('NA'),
    noResultStepId: uuid('no_result_step_id'),
    /** Routine-task Yes/No steps: a No answer on completion reports an event of this type (beyond the spec). */
    noEventTypeId: uuid('no_event_type_id').references(() => eventTypes.id),
    noEventCategoryId: uuid('no_event_category_id').references(() => eventCategories.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'procedure_steps_company_id_pk', columns: [t.companyId, t.id] }),
    index('procedure_steps_procedure_idx').on(t.procedureId, t.position),
  ],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: id(),
    companyId: companyId(),
    stepId: uuid('step_id').notNull(),
    text: text('text').notNull(),
    sortKey: integer('sort_key').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'checklist_items_step_fk',
      columns: [t.companyId, t.stepId],
      foreignColumns: [procedureSteps.companyId, procedureSteps.id],
    }).onDelete('cascade'),
    index('checklist_items_step_idx').on(t.stepId, t.sortKey),
  ],
);
