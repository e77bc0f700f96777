import type { FromSchema } from '../from-schema.ts';
import { text } from '../primitives.ts';
import { eventQuestionSchema, statusSchema } from './entity.ts';

/**
 * Events: what the endpoints answer beyond the event itself — the list's rows, the wizard's
 * success reply and the 'Events in Progress' of a property.
 */

const nullableText = { type: ['string', 'null'] } as const;
const severitySchema = { type: 'integer', enum: [0, 1], description: '0 Low, 1 High' } as const;
const roleRef = {
  type: 'object',
  required: ['id', 'name', 'active'],
  properties: { id: text, name: text, active: { type: 'boolean' } },
} as const;

/** One row of GET /events2 (spec 001 §3 'Event (list row)'). */
export const eventRowSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'propertyId',
    'property',
    'severity',
    'typeId',
    'type',
    'categoryId',
    'category',
    'location',
    'status',
    'statusName',
    'claimTypeString',
    'visibleToPositionTypes',
    'dateOccurredLocal',
    'dateOccurredUtc',
    'propertyTimeZone',
    'isSopComplete',
  ],
  properties: {
    id: text,
    number: { type: 'string', description: "The incident number, 'E-2026-00042'" },
    propertyId: text,
    property: { type: 'string', description: "The property's name" },
    severity: severitySchema,
    typeId: text,
    type: { type: 'string', description: "The event type's name" },
    categoryId: nullableText,
    category: { type: ['string', 'null'], description: "The category's name" },
    location: nullableText,
    status: statusSchema,
    statusName: text,
    claimTypeString: {
      type: ['string', 'null'],
      description: "The claim type of the event's first claim; null without a claim",
    },
    visibleToPositionTypes: { type: 'array', items: roleRef, description: 'Empty: visible to all' },
    dateOccurredLocal: {
      type: 'string',
      description: "When it occurred, in the property's time zone (YYYY-MM-DDTHH:mm:ss)",
    },
    dateOccurredUtc: { type: 'string', format: 'date-time' },
    propertyTimeZone: {
      type: 'string',
      description: "The property's IANA time zone: the list names it ('EST') beside the time",
    },
    isSopComplete: { type: 'boolean' },
  },
} as const;

export type EventRow = FromSchema<typeof eventRowSchema>;

export const successReply = <const P extends object>(progress: P) =>
  ({
    type: 'object',
    required: ['success'],
    properties: {
      success: { type: 'boolean' },
      failureReason: { type: 'string' },
      eventProgress: progress,
    },
  }) as const;

/** The 'Events in Progress' of a property (spec 001 §3 'In-progress event summary'). */
export const eventInProgressSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'reportedByName',
    'dateReportedLocal',
    'dateReportedUtc',
    'propertyTimeZone',
    'typeName',
    'categoryName',
  ],
  properties: {
    id: text,
    number: text,
    reportedByName: nullableText,
    dateReportedLocal: { type: 'string', description: "When it was reported, in the property's time zone" },
    dateReportedUtc: { type: 'string', format: 'date-time', description: 'The same instant in UTC' },
    propertyTimeZone: { type: 'string', description: "The property's IANA time zone, named ('EST') beside the time" },
    typeName: text,
    categoryName: nullableText,
  },
} as const;

const namedRef = { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } } as const;

/**
 * GET /events/reportingProcedures: for each active type and active category of it that a
 * procedure matches, that procedure as an event's copy of it starts (unanswered, items unchecked).
 */
export const reportingProceduresReply = {
  type: 'object',
  required: ['reportingProcedures'],
  properties: {
    reportingProcedures: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'category', 'procedureId', 'questions'],
        properties: {
          type: namedRef,
          category: namedRef,
          procedureId: text,
          questions: { type: 'array', items: eventQuestionSchema },
        },
      },
    },
  },
} as const;
