import { EVENT_STATUS, EVENT_STATUSES } from '../src/domain/event-status.ts';
import { WIZARD_MESSAGES } from '../src/domain/event-wizard-validation.ts';
import { STATUS_FILTER_ALL, STATUS_FILTER_OPEN } from '../src/domain/events-list-filters.ts';
import { STEP_TYPE_IDS } from '../src/domain/procedure-model.ts';
import { dashboardSchema } from './dashboard.ts';
import { mediaSchema } from './file.ts';
import type { FromSchema } from './from-schema.ts';
import { stepResultSchema } from './procedure.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';

/**
 * Events (spec 001 §2 'Events list', 'Add Event wizard', §3 'Event (list row)', 'Event (being
 * created)', 'In-progress event summary', §4 'Event status values', 'Events list filters', §7
 * 'Events list and wizard'). Field names are the specification's.
 */

const uuid = { type: 'string', format: 'uuid' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** The wizard's failure when no procedure matches (spec 001 §8). */
export const EVENT_MESSAGES = {
  noProcedure: WIZARD_MESSAGES.noProcedure,
  claimTypeNeedsClaimStatus: 'may only be given with the status Claim in Progress or Complete',
  notInProgress: 'The event is no longer being reported',
} as const;

export const EVENT_LIMITS = {
  locationLength: 500,
  textAnswerLength: 4000,
  trailLength: 1000,
} as const;

/** Status values of the spec; the list filter adds -2 (all but Complete, the default) and -1 (all). */
export const EVENT_STATUS_VALUES = EVENT_STATUSES.map((status) => status.value);
export const EVENT_STATUS_ALL_BUT_COMPLETE = STATUS_FILTER_OPEN;
export const EVENT_STATUS_ALL = STATUS_FILTER_ALL;
export const EVENT_STATUS_COMPLETE = EVENT_STATUS.complete;
export const EVENT_STATUS_SOP_IN_PROGRESS = EVENT_STATUS.sopInProgress;
export const EVENT_STATUS_CLAIM_IN_PROGRESS = EVENT_STATUS.claimInProgress;
/** The statuses with which the list's claimType filter may be given (spec 001 §2). */
export const CLAIM_TYPE_STATUSES = [EVENT_STATUS_CLAIM_IN_PROGRESS, EVENT_STATUS_COMPLETE] as const;
/** Claim types (spec 001 §9): 0 Property Liability, 1 Resident Liability, 2 Property Casualty, 3 Vendor Liability. */
export const CLAIM_TYPES = [0, 1, 2, 3] as const;

const statusSchema = { type: 'integer', enum: EVENT_STATUS_VALUES } as const;
const severitySchema = { type: 'integer', enum: [0, 1], description: '0 Low, 1 High' } as const;
const namedRef = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: text, name: text },
} as const;
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

/** The Events list's sortable columns, the first the default (spec 001 §9: dateOccurredLocal desc). */
export const EVENT_SORT_FIELDS = [
  'dateOccurredLocal',
  'property',
  'severity',
  'type',
  'category',
  'location',
  'status',
  'number',
] as const;

/** A step of the event's own copy of its procedure, with its answer (spec 001 §3 'Step / question'). */
export const eventQuestionSchema = {
  type: 'object',
  required: [
    'id',
    'text',
    'typeId',
    'typeDescriptor',
    'yesResult',
    'noResult',
    'checklistItems',
    'answer',
    'answered',
    'textAnswer',
    'images',
    'videos',
  ],
  additionalProperties: false,
  properties: {
    id: uuid,
    text,
    typeId: { type: 'string', enum: STEP_TYPE_IDS },
    typeDescriptor: { type: 'string', enum: STEP_TYPE_IDS },
    yesResult: { type: 'object', required: ['type', 'value'], properties: stepResultSchema.properties },
    noResult: { type: 'object', required: ['type', 'value'], properties: stepResultSchema.properties },
    checklistItems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['text', 'sortKey', 'checked'],
        properties: { text, sortKey: { type: 'integer' }, checked: { type: 'boolean' } },
      },
    },
    answer: { type: ['boolean', 'null'], description: 'Yes/No: the answer; Acknowledgement: true once acknowledged' },
    answered: { type: 'boolean' },
    textAnswer: nullableText,
    images: {
      type: 'array',
      items: mediaSchema,
      description: 'An Image Upload step: the images uploaded as its answer',
    },
    videos: {
      type: 'array',
      items: mediaSchema,
      description: 'An Image Upload step: the videos uploaded as its answer',
    },
  },
} as const;

const propertySchema = {
  type: 'object',
  required: ['id', 'name', 'timeZone', 'address'],
  properties: {
    id: text,
    name: text,
    timeZone: text,
    address: {
      type: 'object',
      required: ['streetAddress1', 'city', 'state'],
      properties: { streetAddress1: nullableText, city: nullableText, state: nullableText },
    },
  },
} as const;

/** The event as the wizard holds it (spec 001 §3 'Event (being created)'): the reply of create, resume and every save. */
export const eventProgressSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'property',
    'type',
    'category',
    'location',
    'eventSeverityLevel',
    'dateOccurredUtc',
    'reportedByName',
    'emergencyServicesInvolved',
    'emergencyServicesAnswered',
    'procedure',
    'answeredQuestionTrail',
    'status',
    'isSopComplete',
    'images',
    'videos',
  ],
  properties: {
    id: text,
    number: text,
    property: propertySchema,
    type: namedRef,
    category: { ...namedRef, type: ['object', 'null'] },
    location: nullableText,
    eventSeverityLevel: severitySchema,
    dateOccurredUtc: { type: 'string', format: 'date-time' },
    reportedByName: nullableText,
    emergencyServicesInvolved: { type: ['boolean', 'null'] },
    emergencyServicesAnswered: { type: 'boolean' },
    procedure: {
      type: 'object',
      required: ['id', 'questions'],
      properties: {
        id: { type: ['string', 'null'], description: 'The procedure the copy was taken from (null once deleted)' },
        questions: { type: 'array', items: eventQuestionSchema },
      },
    },
    answeredQuestionTrail: { type: 'array', items: text },
    status: statusSchema,
    isSopComplete: { type: 'boolean' },
    images: { type: 'array', items: mediaSchema, description: 'Filled by the file store' },
    videos: { type: 'array', items: mediaSchema, description: 'Filled by the file store' },
  },
} as const;

export type EventProgress = FromSchema<typeof eventProgressSchema>;

const checklistAnswers = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['sortKey', 'checked'],
    additionalProperties: false,
    properties: {
      sortKey: { type: 'integer', minimum: 1 },
      checked: { type: 'boolean' },
      text: { type: 'string', description: 'Ignored: the copy keeps its text' },
    },
  },
} as const;

const textAnswer = { type: ['string', 'null'], maxLength: EVENT_LIMITS.textAnswerLength } as const;
const trail = {
  type: 'array',
  maxItems: EVENT_LIMITS.trailLength,
  items: uuid,
  description: "The wizard's trail of visited step ids (steps of the event's copy)",
} as const;

/** An answer to one step of the event's copy; a field left out keeps its stored value. */
const questionAnswerProperties = {
  answer: { type: ['boolean', 'null'] },
  answered: { type: 'boolean' },
  textAnswer,
  checklistItems: checklistAnswers,
} as const;

/**
 * The body's eventProgress (POST /events/{id}/saveProgress): what the wizard changed. Every
 * field is optional (left out: unchanged). The property, type, category, number and reporter are
 * fixed once the event exists: sent back as the client holds them, they are ignored.
 */
export const eventProgressInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: text,
    number: text,
    property: propertySchema,
    type: namedRef,
    category: { ...namedRef, type: ['object', 'null'] },
    reportedByName: nullableText,
    images: { type: 'array', items: mediaSchema },
    videos: { type: 'array', items: mediaSchema },
    location: { type: ['string', 'null'], maxLength: EVENT_LIMITS.locationLength },
    eventSeverityLevel: severitySchema,
    dateOccurredUtc: { type: 'string', format: 'date-time' },
    emergencyServicesInvolved: { type: ['boolean', 'null'] },
    emergencyServicesAnswered: { type: 'boolean' },
    procedure: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: ['string', 'null'] },
        questions: {
          type: 'array',
          maxItems: 1000,
          items: {
            type: 'object',
            required: ['id'],
            additionalProperties: false,
            properties: {
              id: uuid,
              text,
              typeId: text,
              typeDescriptor: text,
              yesResult: eventQuestionSchema.properties.yesResult,
              noResult: eventQuestionSchema.properties.noResult,
              images: { type: 'array', items: mediaSchema },
              videos: { type: 'array', items: mediaSchema },
              ...questionAnswerProperties,
            },
          },
        },
      },
    },
    answeredQuestionTrail: trail,
    status: {
      type: 'integer',
      enum: [EVENT_STATUS_SOP_IN_PROGRESS, 0],
      description: 'The wizard saves 5 (SOP In Progress) while reporting and 0 (New) when the procedure is finished',
    },
    isSopComplete: { type: 'boolean' },
  },
} as const;

const successReply = <const P extends object>(progress: P) =>
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

const eventListBase = listEndpoint({
  path: '/events2',
  tag: 'events',
  summary:
    'One page of the events the caller may see, searched (number, location, property, type, category), filtered by status and sorted',
  description:
    'statusType: -2 all but Complete (default), -1 all, or one status. claimType only with Claim in Progress (8) or ' +
    'Complete (4). Visible: events at properties the caller sees, limited to their role when the event names roles.',
  need: 'manageEvents',
  sortFields: EVENT_SORT_FIELDS,
  envelope: 'events',
  row: eventRowSchema,
  totalDescription: 'Events matching the search and filters, over all pages',
  extra: {
    statusType: {
      type: 'integer',
      enum: [EVENT_STATUS_ALL_BUT_COMPLETE, EVENT_STATUS_ALL, ...EVENT_STATUS_VALUES],
      default: EVENT_STATUS_ALL_BUT_COMPLETE,
    },
    claimType: { type: 'integer', enum: CLAIM_TYPES },
  },
});

/** Events list and wizard (spec 001 §7 'Events list and wizard'). */
export const eventEndpoints = {
  list: {
    ...eventListBase,
    reply: {
      ...eventListBase.reply,
      required: [...eventListBase.reply.required, 'eventStatistics'],
      properties: {
        ...eventListBase.reply.properties,
        eventStatistics: {
          ...dashboardSchema.properties.eventStatistics,
          description: 'The events the caller may see, counted per status (whatever the search and filters)',
        },
      },
    },
  },
  create: companyEndpoint({
    method: 'POST',
    path: '/events/create',
    tag: 'events',
    summary:
      'Start reporting an event: copies the procedure of its type and category into it, allocates its number; success false when no procedure matches',
    need: 'reportEvents',
    body: {
      type: 'object',
      required: ['typeId', 'categoryId', 'propertyId'],
      additionalProperties: false,
      properties: {
        typeId: uuid,
        categoryId: uuid,
        propertyId: uuid,
        location: { type: ['string', 'null'], maxLength: EVENT_LIMITS.locationLength },
      },
    },
    reply: successReply(eventProgressSchema),
    envelope: 'eventProgress',
  }),
  saveProgress: companyEndpoint({
    method: 'POST',
    path: '/events/:id/saveProgress',
    tag: 'events',
    summary: "Save the wizard's progress: details, emergency, severity and time, answers, trail, status",
    need: 'reportEvents',
    body: {
      type: 'object',
      required: ['eventProgress'],
      additionalProperties: false,
      properties: {
        eventProgress: eventProgressInputSchema,
        convertNumberIfNeeded: {
          type: 'boolean',
          default: false,
          description: 'Accepted for the wizard; the number is final from creation, so there is nothing to convert',
        },
      },
    },
    reply: successReply(eventProgressSchema),
    envelope: 'eventProgress',
  }),
  answer: companyEndpoint({
    method: 'POST',
    path: '/events/:id/questions/:questionId/answer',
    tag: 'events',
    summary: "Save the answer to one step of the event's procedure (and the trail)",
    need: 'reportEvents',
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { ...questionAnswerProperties, answeredQuestionTrail: trail },
    },
    reply: successReply(eventProgressSchema),
    envelope: 'eventProgress',
  }),
  resume: companyEndpoint({
    method: 'POST',
    path: '/events/:id/resume',
    tag: 'events',
    summary: 'Resume reporting an event in progress (status SOP In Progress): its progress with the trail',
    need: 'reportEvents',
    reply: successReply(eventProgressSchema),
    envelope: 'eventProgress',
  }),
  inProgress: companyEndpoint({
    method: 'GET',
    path: '/events/property/:id/reportinprogress',
    tag: 'events',
    summary: 'The events being reported (SOP In Progress) at a property the caller sees, newest first',
    need: 'reportEvents',
    reply: {
      type: 'object',
      required: ['eventsInProgress'],
      properties: { eventsInProgress: { type: 'array', items: eventInProgressSchema } },
    },
    envelope: 'eventsInProgress',
  }),
} as const;
