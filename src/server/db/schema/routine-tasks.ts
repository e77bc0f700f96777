import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FileType } from '../../../domain/resources/accepted-file-types.ts';
import type { RoutineTaskSchedule } from '../../../domain/tasks/routine-task-schedule.ts';
import type { TaskStatus } from '../../../domain/tasks/routine-task-status.ts';
import { companyId, createdAt, id } from './columns.ts';
import { events } from './events.ts';
import { people } from './people.ts';
import { procedures } from './procedures.ts';
import { properties } from './properties.ts';

/**
 * A routine task / inspection of a property (spec 002 §3 "Routine task"): a routine-task
 * procedure done on a schedule at named locations by assigned people. The schedule is one jsonb
 * value checked by the contract and src/domain/tasks/routine-task-schedule.ts before it is stored.
 */
export const routineTasks = pgTable(
  'routine_tasks',
  {
    id: id(),
    companyId: companyId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    procedureId: uuid('procedure_id')
      .notNull()
      .references(() => procedures.id),
    name: text('name').notNull(),
    startDateLocal: date('start_date_local', { mode: 'string' }).notNull(),
    performAdHoc: boolean('perform_ad_hoc').notNull().default(false),
    schedule: jsonb('schedule').$type<RoutineTaskSchedule>().notNull(),
    /**
     * The first day the current schedule makes instances: the start date when created, the day
     * of the change when a schedule is edited (editing changes future instances only).
     */
    scheduleFromLocal: date('schedule_from_local', { mode: 'string' }).notNull(),
    /**
     * The days (local, inclusive) whose instances are all stored, each not-started one with a
     * result per current location: a read inside them writes nothing and checks nothing. A save
     * clears them (the schedule or the locations may have changed). Null: nothing known stored.
     */
    storedFromLocal: date('stored_from_local', { mode: 'string' }),
    storedThroughLocal: date('stored_through_local', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routine_tasks_property_idx').on(t.companyId, t.propertyId, sql`lower(${t.name})`, t.id)],
);

/** Where a task is done; a name and type pair appears once per task (case-insensitive). */
export const routineTaskLocations = pgTable(
  'routine_task_locations',
  {
    id: id(),
    companyId: companyId(),
    routineTaskId: uuid('routine_task_id')
      .notNull()
      .references(() => routineTasks.id, { onDelete: 'cascade' }),
    routineTaskLocationType: text('location_type').notNull().default('Adhoc'),
    name: text('name').notNull(),
    /** A removed location keeps its past results; it is no longer given to new instances. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('routine_task_locations_name_type_uq')
      .on(t.routineTaskId, sql`lower(${t.name})`, t.routineTaskLocationType)
      .where(sql`${t.removedAt} is null`),
    // My Tasks names the locations of past results too (removed ones included).
    index('routine_task_locations_task_idx').on(t.routineTaskId),
  ],
);

export const routineTaskAssignees = pgTable(
  'routine_task_assignees',
  {
    companyId: companyId(),
    routineTaskId: uuid('routine_task_id')
      .notNull()
      .references(() => routineTasks.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('routine_task_assignees_uq').on(t.routineTaskId, t.personId),
    // My Tasks: the tasks of a person.
    index('routine_task_assignees_person_idx').on(t.companyId, t.personId),
  ],
);

/**
 * One due occurrence of a task, stored when first needed (a window read or a perform). The
 * unique key per task and due date makes two concurrent reads store it once.
 */
export const routineTaskInstances = pgTable(
  'routine_task_instances',
  {
    id: id(),
    companyId: companyId(),
    routineTaskId: uuid('routine_task_id')
      .notNull()
      .references(() => routineTasks.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    dueDateLocal: date('due_date_local', { mode: 'string' }).notNull(),
    dueUtc: timestamp('due_utc', { withTimezone: true }).notNull(),
    /** NotStarted until a location is begun, InProgress, then Complete when every location is. */
    status: text('status').$type<TaskStatus>().notNull().default('NotStarted'),
    /** The last start, save or completion of any of its locations. */
    lastUpdatedOrCompletedAt: timestamp('last_updated_or_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('routine_task_instances_task_due_uq').on(t.routineTaskId, t.dueDateLocal),
    // The week view of a property.
    index('routine_task_instances_property_due_idx').on(t.companyId, t.propertyId, t.dueDateLocal),
  ],
);

/** The work at one location of one instance (spec 002 §3 "Location result"). */
export const routineTaskResults = pgTable(
  'routine_task_results',
  {
    id: id(),
    companyId: companyId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => routineTaskInstances.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => routineTaskLocations.id, { onDelete: 'cascade' }),
    status: text('status').$type<TaskStatus>().notNull().default('NotStarted'),
    startedByPersonId: uuid('started_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedByPersonId: uuid('completed_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    answeredQuestionTrail: jsonb('answered_question_trail').$type<string[]>().notNull().default([]),
    /** The procedure's questions with their answers as last saved (kept as done, whatever the procedure becomes). */
    answers: jsonb('answers').$type<unknown[]>().notNull().default([]),
    /** The event a failed inspection step raised on completion (beyond the spec). */
    raisedEventId: uuid('raised_event_id').references(() => events.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('routine_task_results_instance_location_uq').on(t.instanceId, t.locationId),
    index('routine_task_results_raised_event_idx').on(t.raisedEventId),
  ],
);

/**
 * The photos of a location result's Image Upload steps (issue 23): stored by the same upload
 * pipeline as the event media (src/server/files/store-upload.ts: kind from the bytes, size limits,
 * thumbnail and print copy, all or nothing), kept apart from `files` so that they belong to no
 * folder, library or event, and are read only through the result (result-access.ts).
 */
export const routineTaskResultFiles = pgTable(
  'routine_task_result_files',
  {
    id: id(),
    companyId: companyId(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => routineTaskResults.id, { onDelete: 'cascade' }),
    /** The Image Upload step of the result's procedure copy whose answer this photo is. */
    questionId: uuid('question_id').notNull(),
    /** 2 image (decided from the bytes); the column keeps the spec's kind numbers. */
    kind: integer('kind').$type<FileType>().notNull(),
    /** The uploaded file's name, shown and offered when it is downloaded. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** The 100×100 JPEG; null when the server could not read the image (HEIC). */
    thumbnailKey: text('thumbnail_key'),
    /** The print copy (at most 640 px, JPEG), as for event images; null as the thumbnail. */
    printKey: text('print_key'),
    uploadedByPersonId: uuid('uploaded_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('routine_task_result_files_step_idx').on(t.resultId, t.questionId, t.createdAt)],
);
