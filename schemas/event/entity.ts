import { EVENT_STATUS, EVENT_STATUSES } from '../../src/domain/events/event-status.ts';
import { WIZARD_MESSAGES } from '../../src/domain/events/event-wizard-validation.ts';
import {
  claimTypeApplies,
  STATUS_FILTER_ALL,
  STATUS_FILTER_OPEN,
} from '../../src/domain/events/events-list-filters.ts';
import { SCHEMA_MESSAGES } from '../../src/domain/i18n/en/schema-messages.ts';
import { STEP_TYPE_IDS } from '../../src/domain/procedures/procedure-model.ts';
import { mediaSchema } from '../file.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';
import { stepResultSchema } from '../procedure/entity.ts';

/**
 * Events (spec 001 §2 'Events list', 'Add Event wizard', §3 'Event (list row)', 'Event (being
 * created)', 'In-progress event summary', §4 'Event status values', 'Events list filters', §7
 * 'Events list and wizard'). Field names are the specification's. This file is the entity: the
 * event as the wizard holds it and saves it, its limits and status values; the list's rows and
 * the wizard's replies are replies.ts, the endpoints endpoints.ts.
 */

const nullableText = { type: ['string', 'null'] } as const;

/** The wizard's failure when no procedure matches (spec 001 §8). */
export const EVENT_MESSAGES = {
  noProcedure: WIZARD_MESSAGES.noProcedure,
  claimTypeNeedsClaimStatus: SCHEMA_MESSAGES.eventClaimTypeNeedsClaimStatus,
  notInProgress: SCHEMA_MESSAGES.eventNotInProgress,
  idTaken: SCHEMA_MESSAGES.eventIdTaken,
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
/** The statuses with which the list's claimType filter may be given (spec 001 §2): the domain's rule. */
export const CLAIM_TYPE_STATUSES = EVENT_STATUSES.map((status) => status.value).filter(claimTypeApplies);
/** Claim types (spec 001 §9): 0 Property Liability, 1 Resident Liability, 2 Property Casualty, 3 Vendor Liability. */
export const CLAIM_TYPES = [0, 1, 2, 3] as const;

export const statusSchema = { type: 'integer', enum: EVENT_STATUS_VALUES } as const;
const severitySchema = { type: 'integer', enum: [0, 1], description: '0 Low, 1 High' } as const;
const namedRef = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: text, name: text },
} as const;

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
export const trail = {
  type: 'array',
  maxItems: EVENT_LIMITS.trailLength,
  items: uuid,
  description: "The wizard's trail of visited step ids (steps of the event's copy)",
} as const;

/** An answer to one step of the event's copy; a field left out keeps its stored value. */
export const questionAnswerProperties = {
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
