import { FILE_KINDS } from '../src/domain/accepted-file-types.ts';
import { MONTH_NAMES, SCHEDULE_TYPES, WEEKDAY_NAMES } from '../src/domain/routine-task-schedule.ts';
import { mediaSchema } from './file.ts';
import type { FromSchema } from './from-schema.ts';
import { savedProcedureSchema } from './procedure.ts';
import { binaryReply, companyEndpoint } from './protocol/contract.ts';

/**
 * Routine tasks / inspections (spec 002 §3 "Routine task", "Schedule", "Location", "Routine
 * task instance", "Location result"; §5 "Routine task", "Perform wizard"; §7 "Routine tasks").
 * Every call needs the company's routine-task feature (404 without it). Schedules are checked
 * by src/domain/routine-task-schedule.ts after the schema (400 naming the field).
 */

export const ROUTINE_TASK_LIMITS = { nameLength: 200, locations: 100, assignees: 200, windowDays: 400 } as const;
export const ROUTINE_TASK_FLAVOR = 'RoutineTask';

const uuid = { type: 'string', format: 'uuid' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const flag = { type: 'boolean', default: false } as const;
/** MM/DD/YYYY (spec 002 §7: the instance window's dates). */
const usDate = { type: 'string', pattern: '^\\d{2}/\\d{2}/\\d{4}$', description: 'MM/DD/YYYY' } as const;

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

const personRef = {
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

const savedSchedule = {
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

/** A stored occurrence with its task (the week view's row). */
export const instanceSchema = {
  type: 'object',
  required: ['id', 'propertyId', 'dueDateLocal', 'dueDate', 'status', 'dateLastUpdatedOrCompleted', 'routineTask'],
  additionalProperties: false,
  properties: {
    id: uuid,
    propertyId: uuid,
    dueDateLocal: { type: 'string', description: 'YYYY-MM-DD at the property' },
    dueDate: {
      type: 'object',
      required: ['dateTimeUtc'],
      additionalProperties: false,
      properties: { dateTimeUtc: { type: 'string', format: 'date-time' } },
    },
    status: text,
    dateLastUpdatedOrCompleted: { type: ['string', 'null'], format: 'date-time' },
    routineTask: {
      type: 'object',
      required: ['id', 'name', 'locations', 'assignedPeopleRealized', 'schedule'],
      additionalProperties: false,
      properties: {
        id: uuid,
        name: text,
        locations: savedRoutineTaskSchema.properties.locations,
        assignedPeopleRealized: savedRoutineTaskSchema.properties.assignedPeopleRealized,
        schedule: savedSchedule,
      },
    },
  },
} as const;

export type RoutineTaskInstance = FromSchema<typeof instanceSchema>;

export const MY_TASK_SECTIONS = ['Overdue', 'DueThisWeek', 'Completed'] as const;

/** A row of My Tasks: one location of one instance assigned to the caller. */
export const myTaskSchema = {
  type: 'object',
  required: [
    'resultId',
    'instanceId',
    'name',
    'location',
    'propertyId',
    'propertyName',
    'propertyTimeZone',
    'dueDateLocal',
    'status',
    'dateLastUpdatedOrCompleted',
    'section',
  ],
  additionalProperties: false,
  properties: {
    resultId: uuid,
    instanceId: uuid,
    name: text,
    location: text,
    propertyId: uuid,
    propertyName: text,
    propertyTimeZone: { type: 'string', description: "The property's IANA time zone: its days are the days there" },
    dueDateLocal: text,
    status: text,
    dateLastUpdatedOrCompleted: { type: ['string', 'null'], format: 'date-time' },
    section: { type: 'string', enum: MY_TASK_SECTIONS },
  },
} as const;

/** A procedure question as the wizard answers it (spec 002 §3 "Routine task procedure"). */
const answeredQuestionSchema = {
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

const performedProcedureSchema = {
  ...savedProcedureSchema,
  properties: {
    ...savedProcedureSchema.properties,
    questions: {
      type: 'array',
      items: {
        ...savedProcedureSchema.properties.questions.items,
        properties: {
          ...savedProcedureSchema.properties.questions.items.properties,
          ...answeredQuestionSchema.properties,
        },
      },
    },
  },
} as const;

const eventLink = {
  type: ['object', 'null'],
  required: ['id', 'number'],
  additionalProperties: false,
  properties: { id: uuid, number: text },
} as const;

const performReply = {
  type: 'object',
  required: ['resultId', 'instanceId', 'procedure', 'answeredQuestionTrail', 'taskName', 'locationName', 'status'],
  additionalProperties: false,
  properties: {
    resultId: uuid,
    instanceId: uuid,
    procedure: performedProcedureSchema,
    answeredQuestionTrail: { type: 'array', items: uuid },
    taskName: text,
    locationName: text,
    status: text,
    raisedEvent: eventLink,
  },
} as const;

export type PerformReply = FromSchema<typeof performReply>;

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

/**
 * The photos of an Image Upload step, oldest first (spec 001 §3 'Media'): publicUrl and
 * thumbnailUrl are the step image download's paths (GET them with the bearer token).
 */
const stepImagesSchema = { type: 'array', items: mediaSchema } as const;

const sopQuestionSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'text',
    'typeId',
    'answer',
    'answered',
    'textAnswer',
    'checklistItems',
    'skipped',
    'images',
  ],
  additionalProperties: false,
  properties: {
    id: uuid,
    number: {
      type: ['integer', 'null'],
      minimum: 1,
      description:
        "Its place in the walk (the trail), 1-based: the Perform wizard's 'Step N' for it; null for a step not walked",
    },
    text,
    typeId: text,
    answer: { type: ['boolean', 'null'] },
    answered: { type: 'boolean' },
    textAnswer: nullableText,
    skipped: {
      type: 'boolean',
      description:
        'The walk passed it by: not on the trail and no answer can lead to it any more (every step off the trail once complete)',
    },
    images: { ...stepImagesSchema, description: 'An Image Upload step: its photos (empty for the other types)' },
    checklistItems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['text', 'checked'],
        additionalProperties: false,
        properties: { text, checked: { type: 'boolean' } },
      },
    },
  },
} as const;

/** Task Details (spec 002 §3 "Location result"), with the event a failed step raised. */
export const resultForDisplaySchema = {
  type: 'object',
  required: [
    'status',
    'property',
    'location',
    'taskName',
    'dueDateLocal',
    'dateStartedLocal',
    'dateStartedUtc',
    'startedByPerson',
    'dateCompletedLocal',
    'dateCompletedUtc',
    'completedByPerson',
    'sopQuestions',
    'raisedEvent',
  ],
  additionalProperties: false,
  properties: {
    status: text,
    property: {
      type: 'object',
      required: ['id', 'name', 'timeZone'],
      additionalProperties: false,
      properties: {
        id: uuid,
        name: text,
        timeZone: { type: 'string', description: "The property's IANA time zone, named ('EST') beside its times" },
      },
    },
    location: text,
    taskName: text,
    dueDateLocal: text,
    dateStartedLocal: nullableText,
    dateStartedUtc: { type: ['string', 'null'], format: 'date-time', description: 'The same instant in UTC' },
    startedByPerson: { ...personRef, type: ['object', 'null'] },
    dateCompletedLocal: nullableText,
    dateCompletedUtc: { type: ['string', 'null'], format: 'date-time', description: 'The same instant in UTC' },
    completedByPerson: { ...personRef, type: ['object', 'null'] },
    sopQuestions: { type: 'array', items: sopQuestionSchema },
    raisedEvent: eventLink,
  },
} as const;

const tag = 'routine tasks';
const feature = 'routineTasks';
/** Who may open an instance: an assignee (reportEvents) or a manager; the service checks which. */
const performers = ['reportEvents', 'manageProcedures', 'manageEvents'] as const;
const resultParams = {
  type: 'object',
  required: ['id', 'resultId'],
  additionalProperties: false,
  properties: { id: uuid, resultId: uuid },
} as const;
const stepParams = {
  type: 'object',
  required: ['id', 'resultId', 'questionId'],
  additionalProperties: false,
  properties: { id: uuid, resultId: uuid, questionId: uuid },
} as const;
const imageParams = {
  type: 'object',
  required: ['id', 'resultId', 'fileId'],
  additionalProperties: false,
  properties: { id: uuid, resultId: uuid, fileId: uuid },
} as const;
/** An Image Upload step takes photos: images only, several at a time (as the event media). */
const stepImagesUpload = { kinds: [FILE_KINDS.image], multiple: true } as const;

export const routineTaskEndpoints = {
  list: companyEndpoint({
    method: 'GET',
    path: '/property/:id/routineTasks',
    tag,
    summary: "The property's routine tasks by name (List View)",
    need: 'manageProcedures',
    feature,
    reply: {
      type: 'object',
      required: ['routineTasks'],
      properties: { routineTasks: { type: 'array', items: savedRoutineTaskSchema } },
    },
    envelope: 'routineTasks',
  }),
  instances: companyEndpoint({
    method: 'GET',
    path: '/property/:id/routineTaskInstances',
    tag,
    summary:
      "The property's task instances due in the window (both ends included) and those overdue today, stored when first read",
    description:
      'Occurrences come from each schedule in the property time zone; each is stored once (unique per task and due date), so two reads never create two. `overdue` is the same for any window: the open instances due before today at the property (from the 90-day lookback), as of the server clock; `today` is that day.',
    need: 'manageProcedures',
    feature,
    query: {
      type: 'object',
      required: ['startDate', 'endDate'],
      additionalProperties: false,
      properties: { startDate: usDate, endDate: usDate },
    },
    reply: {
      type: 'object',
      required: ['instances', 'overdue', 'today'],
      properties: {
        instances: { type: 'array', items: instanceSchema },
        overdue: {
          type: 'array',
          items: instanceSchema,
          description: 'Open instances due before today at the property (spec 002 §4 Overdue), whatever the window',
        },
        today: {
          type: 'string',
          format: 'date',
          description: "Today at the property (YYYY-MM-DD), the day 'overdue' is judged on",
        },
      },
    },
    envelope: 'instances',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/routineTasks',
    tag,
    summary: 'Create (no id) or update a routine task with its schedule, locations and assigned people',
    description:
      'A changed schedule changes future instances only: stored instances from today on that nobody has begun are re-made; past and begun ones keep their answers. Records routineTask.created / routineTask.updated.',
    need: 'manageProcedures',
    feature,
    body: routineTaskSchema,
    reply: {
      type: 'object',
      required: ['success', 'failureReason', 'routineTask'],
      properties: { success: { type: 'boolean' }, failureReason: nullableText, routineTask: savedRoutineTaskSchema },
    },
    envelope: 'routineTask',
  }),
  mine: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstancesForThisUser',
    tag,
    summary: "The caller's assigned task locations: overdue, due this ISO week, completed in the last 7 days",
    need: 'reportEvents',
    feature,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { propertyId: uuid },
    },
    reply: {
      type: 'object',
      required: ['instances'],
      properties: { instances: { type: 'array', items: myTaskSchema } },
    },
    envelope: 'instances',
  }),
  locations: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/locationsList',
    tag,
    summary: "An instance's locations with their result ids and statuses",
    need: performers,
    feature,
    reply: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['resultId', 'name', 'status'],
            additionalProperties: false,
            properties: { resultId: uuid, name: text, status: text },
          },
        },
      },
    },
    envelope: 'results',
  }),
  begin: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId',
    tag,
    summary: 'Begin or resume one location of an instance (an assignee or a manager)',
    description: 'The first call marks it started by the caller (routineTaskResult.started).',
    need: performers,
    feature,
    params: resultParams,
    reply: performReply,
  }),
  saveProgress: companyEndpoint({
    method: 'POST',
    path: '/routineTaskInstance/:id/result/:resultId',
    tag,
    summary: 'Save the answers and trail; isSopComplete completes the location',
    description:
      'Completion of a Yes/No step answered No that says "on No, report an event" creates that event at the property in the same transaction (status New, reported by the caller, linked to the result).',
    need: performers,
    feature,
    params: resultParams,
    body: saveProgressSchema,
    reply: performReply,
    errorStatuses: [409],
  }),
  forDisplay: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/fordisplay',
    tag,
    summary: 'Task Details of one location of an instance',
    need: 'manageEvents',
    feature,
    params: resultParams,
    reply: {
      type: 'object',
      required: ['result'],
      properties: { result: resultForDisplaySchema },
    },
    envelope: 'result',
  }),
  stepImages: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/questions/:questionId/images',
    tag,
    summary: "The photos of one Image Upload step of a location's procedure, oldest first",
    description: 'To whoever may open the location (an assignee, or a manager of a property they see).',
    need: performers,
    feature,
    params: stepParams,
    reply: { type: 'object', required: ['images'], properties: { images: stepImagesSchema } },
  }),
  uploadStepImages: companyEndpoint({
    method: 'POST',
    path: '/routineTaskInstance/:id/result/:resultId/questions/:questionId/images',
    tag,
    summary: 'Upload photos as the answer of an Image Upload step of a begun location (multipart, part name file)',
    description:
      'As the event media upload: the kind is decided from the bytes (images only, else 400), over the image size ' +
      'limit 413, a failed upload keeps none of the request\u2019s files. The step must be an Image Upload step of ' +
      "the location's procedure (400 on questionId); a location not begun is refused (400), a completed one 409. " +
      'Records routineTaskResult.images.uploaded.',
    need: performers,
    feature,
    params: stepParams,
    upload: stepImagesUpload,
    reply: {
      type: 'object',
      required: ['success', 'images'],
      properties: { success: { type: 'boolean' }, images: stepImagesSchema },
      description: 'Every photo of the step after the upload',
    },
    errorStatuses: [409, 413],
  }),
  stepImage: companyEndpoint({
    method: 'GET',
    path: '/routineTaskInstance/:id/result/:resultId/images/:fileId',
    tag,
    summary: 'A photo of a location result, streamed (or its 100×100 JPEG) to whoever may open the location',
    description:
      'Checked against the location at the moment it is read: anyone else, another result and another company get 404 or 403.',
    need: performers,
    feature,
    params: imageParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { thumbnail: { type: 'boolean', default: false, description: "The photo's 100×100 JPEG" } },
    },
    reply: binaryReply,
    download: true,
  }),
} as const;
