import { EVENT_STATUS_VALUES } from '../../src/domain/events/event-status.ts';
import { claimSchema } from '../claim/entity.ts';
import { eventQuestionSchema } from '../event/entity.ts';
import { mediaSchema } from '../file.ts';
import type { FromSchema } from '../from-schema.ts';
import { renderOptionsSchema } from '../incident-report.ts';
import { text } from '../primitives.ts';
import { resourceFileSchema } from '../resource/entity.ts';

/**
 * Event management: what the endpoints answer — the event for display (with its SOP answers,
 * documents and claims) and the activity log's rows.
 */

const nullableText = { type: ['string', 'null'] } as const;
const statusSchema = { type: 'integer', enum: EVENT_STATUS_VALUES } as const;
const namedRef = { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } } as const;
const roleRef = {
  type: 'object',
  required: ['id', 'name', 'active'],
  properties: { id: text, name: text, active: { type: 'boolean' } },
} as const;

/** A step of the event's procedure as the Details tab lists it (the path the report took). */
const sopQuestionSchema = {
  type: 'object',
  required: ['id', 'text', 'typeId', 'typeDescriptor', 'answer', 'answered', 'textAnswer', 'checklistItems', 'images'],
  properties: {
    id: text,
    text,
    typeId: eventQuestionSchema.properties.typeId,
    typeDescriptor: eventQuestionSchema.properties.typeDescriptor,
    answer: eventQuestionSchema.properties.answer,
    answered: { type: 'boolean' },
    textAnswer: nullableText,
    checklistItems: eventQuestionSchema.properties.checklistItems,
    images: { type: 'array', items: mediaSchema },
    videos: { type: 'array', items: mediaSchema },
  },
} as const;

/** The event as event management shows it (spec 001 §3 'Event (for display)'). */
export const eventForDisplaySchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'propertyId',
    'property',
    'dateOccurredLocal',
    'dateOccurredUtc',
    'location',
    'type',
    'category',
    'severityLevel',
    'emergencyServicesInvolved',
    'summary',
    'status',
    'statusName',
    'visibleToPositionTypes',
    'isEventStatusLockedByClaimStatus',
    'isSopComplete',
    'reportedByName',
    'incidentReportRenderOptions',
    'sopQuestions',
    'images',
    'documents',
    'insuranceClaims',
  ],
  properties: {
    id: text,
    number: { type: 'string', description: "The incident number, 'E-2026-00042'" },
    propertyId: text,
    property: {
      type: 'object',
      required: ['name', 'number', 'timeZone', 'address'],
      properties: {
        name: text,
        number: { type: 'string', description: "The property's number (Property#)" },
        timeZone: { type: 'string', description: "The property's IANA time zone, named ('EST') beside its times" },
        address: {
          type: 'object',
          required: ['streetAddress1', 'city', 'state', 'postalCode'],
          properties: {
            streetAddress1: nullableText,
            city: nullableText,
            state: nullableText,
            postalCode: nullableText,
          },
        },
      },
    },
    dateOccurredLocal: {
      type: 'string',
      description: "When it occurred, in the property's time zone (YYYY-MM-DDTHH:mm:ss)",
    },
    dateOccurredUtc: { type: 'string', format: 'date-time', description: 'The same instant in UTC' },
    location: nullableText,
    type: namedRef,
    category: { ...namedRef, type: ['object', 'null'] },
    severityLevel: { type: 'integer', enum: [0, 1], description: '0 Low, 1 High' },
    emergencyServicesInvolved: { type: ['boolean', 'null'], description: 'Null while the reporter has not answered' },
    summary: { type: ['string', 'null'], description: 'The management report' },
    status: statusSchema,
    statusName: text,
    visibleToPositionTypes: { type: 'array', items: roleRef, description: 'Empty: visible to all' },
    isEventStatusLockedByClaimStatus: {
      type: 'boolean',
      description: 'True while a claim of the event is open: the status may not change',
    },
    isSopComplete: { type: 'boolean' },
    reportedByName: nullableText,
    incidentReportRenderOptions: {
      ...renderOptionsSchema,
      description: 'What the incident report includes (saved by its modal; all empty until then)',
    },
    sopQuestions: {
      type: 'array',
      items: sopQuestionSchema,
      description: 'The steps the report went through (its trail), in order, with their answers',
    },
    images: { type: 'array', items: mediaSchema, description: "The event's own images" },
    documents: {
      type: 'array',
      items: resourceFileSchema,
      description: "The documents of the event's Documents tab, in every folder (incident reports too), oldest first",
    },
    insuranceClaims: {
      type: 'array',
      items: claimSchema,
      description: "The event's insurance claims with their costs, in the order they were filed",
    },
    /** Beyond the spec: the task inspection whose failed step raised this event (absent otherwise). */
    raisedByRoutineTask: {
      type: 'object',
      required: ['instanceId', 'resultId', 'taskName', 'locationName', 'dueDateLocal'],
      additionalProperties: false,
      properties: {
        instanceId: { type: 'string', format: 'uuid' },
        resultId: { type: 'string', format: 'uuid' },
        taskName: { type: 'string' },
        locationName: { type: 'string' },
        dueDateLocal: { type: 'string' },
      },
    },
  },
} as const;

export type EventForDisplay = FromSchema<typeof eventForDisplaySchema>;

/** The answer of both reads of the event (GET /events/{id} and GET /events/fordisplay/{id}). */
export const eventReply = {
  type: 'object',
  required: ['event'],
  properties: { event: eventForDisplaySchema },
} as const;

/** One row of the activity log (spec 001 §3 'Activity log entry'). */
export const activityLogEntrySchema = {
  type: 'object',
  required: [
    'id',
    'type',
    'dateOccurredLocal',
    'dateOccurredUtc',
    'activityElement',
    'activity',
    'description',
    'person',
  ],
  properties: {
    id: text,
    type: { type: 'string', description: "The domain event ('event.detailsSaved', …)" },
    dateOccurredLocal: { type: 'string', description: "When, in the property's time zone (YYYY-MM-DDTHH:mm:ss)" },
    dateOccurredUtc: { type: 'string', format: 'date-time', description: 'The same instant in UTC' },
    activityElement: { type: 'string', description: 'Item' },
    activity: { type: 'string', description: 'Action' },
    description: text,
    person: { type: ['string', 'null'], description: 'Who made the change (null for background work)' },
  },
} as const;

export type ActivityLogEntry = FromSchema<typeof activityLogEntrySchema>;
