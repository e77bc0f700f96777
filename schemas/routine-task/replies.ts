import { mediaSchema } from '../file.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';
import { savedProcedureSchema } from '../procedure/entity.ts';
import { answeredQuestionSchema, personRef, savedRoutineTaskSchema, savedSchedule } from './entity.ts';

/**
 * Routine tasks: what the endpoints answer beyond the task itself — the week view's instances,
 * My Tasks rows, the Perform wizard's reply and Task Details.
 */

const nullableText = { type: ['string', 'null'] } as const;

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

export const performReply = {
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

/**
 * The photos of an Image Upload step, oldest first (spec 001 §3 'Media'): publicUrl and
 * thumbnailUrl are the step image download's paths (GET them with the bearer token).
 */
export const stepImagesSchema = { type: 'array', items: mediaSchema } as const;

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
