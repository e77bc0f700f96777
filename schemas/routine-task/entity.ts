import { MONTH_NAMES, SCHEDULE_TYPES, WEEKDAY_NAMES } from '../../src/domain/tasks/routine-task-schedule.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';

/**
 * Routine tasks / inspections, the entity: a task with its schedule, locations and people as
 * saved, and what the Perform wizard saves (spec 002 §3 "Routine task", "Schedule", "Location",
 * "Routine task instance", "Location result"; §5 "Routine task", "Perform wizard"; §7 "Routine
 * tasks"). What the endpoints answer is replies.ts, the endpoints endpoints.ts.
 * Every call needs the company's routine-task feature (404 without it). Schedules are checked
 * by src/domain/tasks/routine-task-schedule.ts after the schema (400 naming the field).
 */

export const ROUTINE_TASK_LIMITS = { nameLength: 200, locations: 100, assignees: 200, windowDays: 400 } as const;
export const ROUTINE_TASK_FLAVOR = 'RoutineTask';

const flag = { type: 'boolean', default: false } as const;

const flags = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, flag])) as Record<string, typeof flag>;

export const scheduleSchema = {
  type: 'object',
  required: ['routineTaskScheduleType'],
  additionalProperties: false,
  properties: {
    routineTaskScheduleType: { type: 'string', enum: SCHEDULE_TYPES },
    everyXDays: { type: ['integer', 'null'], default: null },
    dayOfMonth: { type: ['integer', 'null'], default: null },
    includeWeekends: { type: 'boolean', default: true },
    timeOfDay: { type: ['string', 'null'], default: null, description: 'HH:mm in the property time zone' },
    ...(flags(WEEKDAY_NAMES) as Record<(typeof WEEKDAY_NAMES)[number], typeof flag>),
    ...(flags(MONTH_NAMES) as Record<(typeof MONTH_NAMES)[number], typeof flag>),
  },
} as const;

export const locationSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    id: { type: ['string', 'null'], format: 'uuid' },
    routineTaskLocationType: { type: 'string', minLength: 1, maxLength: 50, default: 'Adhoc' },
    name: { type: 'string', minLength: 1, maxLength: ROUTINE_TASK_LIMITS.nameLength },
  },
} as const;

/** The body of POST /routineTasks: no id creates, an id updates (the property is fixed once saved). */
export const routineTaskSchema = {
  type: 'object',
  required: ['name', 'propertyId', 'procedureId', 'startDateLocal', 'schedule', 'locations', 'assignedPeople'],
  additionalProperties: false,
  properties: {
    id: { type: ['string', 'null'], format: 'uuid' },
    name: { type: 'string', maxLength: ROUTINE_TASK_LIMITS.nameLength },
    propertyId: uuid,
    procedureId: uuid,
    startDateLocal: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
    performAdHoc: flag,
    flavor: { type: 'string', enum: [ROUTINE_TASK_FLAVOR] },
    schedule: scheduleSchema,
    locations: { type: 'array', minItems: 1, maxItems: ROUTINE_TASK_LIMITS.locations, items: locationSchema },
    assignedPeople: { type: 'array', minItems: 1, maxItems: ROUTINE_TASK_LIMITS.assignees, items: uuid },
  },
} as const;

export type RoutineTaskInput = FromSchema<typeof routineTaskSchema>;

export const personRef = {
  type: 'object',
  required: ['id', 'firstName', 'lastName'],
  additionalProperties: false,
  properties: { id: uuid, firstName: text, lastName: text },
} as const;

const savedLocation = {
  type: 'object',
  required: ['id', 'routineTaskLocationType', 'name'],
  additionalProperties: false,
  properties: { id: uuid, routineTaskLocationType: text, name: text },
} as const;

export const savedSchedule = {
  ...scheduleSchema,
  required: Object.keys(scheduleSchema.properties) as (keyof typeof scheduleSchema.properties)[],
} as const;

export const savedRoutineTaskSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'companyId',
    'performAdHoc',
    'procedureId',
    'propertyId',
    'startDateLocal',
    'flavor',
    'schedule',
    'locations',
    'assignedPeople',
    'assignedPeopleRealized',
  ],
  additionalProperties: false,
  properties: {
    id: uuid,
    name: text,
    companyId: uuid,
    performAdHoc: { type: 'boolean' },
    procedureId: uuid,
    propertyId: uuid,
    startDateLocal: text,
    flavor: { type: 'string', enum: [ROUTINE_TASK_FLAVOR] },
    schedule: savedSchedule,
    locations: { type: 'array', items: savedLocation },
    assignedPeople: { type: 'array', items: uuid },
    assignedPeopleRealized: { type: 'array', items: personRef },
  },
} as const;

export type SavedRoutineTask = FromSchema<typeof savedRoutineTaskSchema>;

/** A procedure question as the wizard answers it (spec 002 §3 "Routine task procedure"). */
export const answeredQuestionSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: uuid,
    answer: { type: ['boolean', 'null'] },
    answered: { type: 'boolean' },
    textAnswer: { type: ['string', 'null'], maxLength: 4000 },
    checklistItems: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['sortKey'],
        properties: { sortKey: { type: 'integer' }, text: text, checked: { type: 'boolean' } },
      },
    },
  },
} as const;

/** POST …/result/{resultId}: the answers so far and the trail; isSopComplete finishes it. */
export const saveProgressSchema = {
  type: 'object',
  required: ['procedure', 'answeredQuestionTrail', 'isSopComplete'],
  additionalProperties: false,
  properties: {
    resultId: uuid,
    instanceId: uuid,
    procedure: {
      type: 'object',
      required: ['questions'],
      properties: { questions: { type: 'array', maxItems: 200, items: answeredQuestionSchema } },
    },
    answeredQuestionTrail: { type: 'array', maxItems: 200, items: uuid },
    isSopComplete: { type: 'boolean' },
  },
} as const;

export type SaveProgressInput = FromSchema<typeof saveProgressSchema>;
