import { EVENT_DETAILS_LIMITS } from '../src/domain/event-details.ts';
import { EVENT_STATUS_VALUES } from '../src/domain/event-status.ts';
import { AFFILIATIONS, INVOLVED_PERSON_LIMITS, INVOLVED_PERSON_TYPES } from '../src/domain/involved-person.ts';
import { US_PHONE_FORMAT } from '../src/domain/phone-text.ts';
import { claimSchema } from './claim.ts';
import { EVENT_LIMITS, eventQuestionSchema } from './event.ts';
import { mediaSchema } from './file.ts';
import type { FromSchema } from './from-schema.ts';
import { renderOptionsSchema } from './incident-report.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';
import { resourceFileSchema } from './resource.ts';

/**
 * Event management (spec 001 §2 'Event management', §3 'Event (for display)', 'SOP question
 * (display)', 'Involved person', 'Activity log entry', 'Event change details', §7 'Event
 * management'): may the caller view the event, the event (GET /events/{id} and, the same, for
 * display, with its documents and claims), its details save, its
 * people, its activity log and its deletion (archive). Every call answers 404 for an event the
 * caller may not see, another company's, or an archived one.
 */

const uuid = { type: 'string', format: 'uuid' } as const;
const text = { type: 'string' } as const;
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
const eventReply = { type: 'object', required: ['event'], properties: { event: eventForDisplaySchema } } as const;

/** The body's details of POST /events/{id}/details (spec 001 §3 'Event change details'). */
const eventChangeDetailsSchema = {
  type: 'object',
  required: ['status', 'summary', 'location', 'visibleToPositionTypeIds'],
  additionalProperties: false,
  properties: {
    status: statusSchema,
    summary: { type: ['string', 'null'], maxLength: EVENT_DETAILS_LIMITS.summaryLength },
    location: { type: ['string', 'null'], maxLength: EVENT_LIMITS.locationLength },
    visibleToPositionTypeIds: {
      type: 'array',
      maxItems: EVENT_DETAILS_LIMITS.roleCount,
      uniqueItems: true,
      items: uuid,
      description: 'Active roles of the company; empty: visible to all',
    },
  },
} as const;

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** An involved person or witness as the edit modal sends it; no id: a new one. */
export const involvedPersonInputSchema = {
  type: 'object',
  required: ['type', 'firstName', 'lastName'],
  additionalProperties: false,
  properties: {
    id: uuid,
    type: {
      type: 'integer',
      enum: INVOLVED_PERSON_TYPES.map((entry) => entry.value),
      description: '1 Involved Person, 2 Witness',
    },
    firstName: { type: 'string', minLength: 1, maxLength: INVOLVED_PERSON_LIMITS.nameLength },
    lastName: { type: 'string', minLength: 1, maxLength: INVOLVED_PERSON_LIMITS.nameLength },
    address: {
      type: 'object',
      additionalProperties: false,
      properties: {
        streetAddress1: optionalText(INVOLVED_PERSON_LIMITS.streetLength),
        city: optionalText(INVOLVED_PERSON_LIMITS.cityLength),
        state: { type: ['string', 'null'], maxLength: 2, description: 'USPS code' },
        postalCode: optionalText(INVOLVED_PERSON_LIMITS.postalCodeLength),
      },
    },
    phoneNumber: {
      type: ['string', 'null'],
      format: US_PHONE_FORMAT,
      maxLength: INVOLVED_PERSON_LIMITS.phoneLength,
      description: 'A US number; blank: none',
    },
    affiliation: {
      type: ['integer', 'null'],
      enum: [...AFFILIATIONS.map((entry) => entry.value), null],
      description: '0 Other, 1 Resident, 2 Visitor, 3 Bystander, 4 Employee',
    },
    otherAffiliationDescription: {
      ...optionalText(INVOLVED_PERSON_LIMITS.descriptionLength),
      description: 'Only with affiliation 0 (Other)',
    },
    natureOfInvolvement: optionalText(INVOLVED_PERSON_LIMITS.natureLength),
  },
} as const;

/** An involved person or witness as the API answers it. */
export const involvedPersonSchema = {
  type: 'object',
  required: [
    'id',
    'eventId',
    'type',
    'typeName',
    'firstName',
    'lastName',
    'address',
    'phoneNumber',
    'affiliation',
    'otherAffiliationDescription',
    'natureOfInvolvement',
  ],
  properties: {
    id: text,
    eventId: text,
    type: involvedPersonInputSchema.properties.type,
    typeName: { type: 'string', description: "'Involved' or 'Witness'" },
    firstName: text,
    lastName: text,
    address: {
      type: 'object',
      required: ['streetAddress1', 'city', 'state', 'postalCode'],
      properties: { streetAddress1: nullableText, city: nullableText, state: nullableText, postalCode: nullableText },
    },
    phoneNumber: nullableText,
    affiliation: involvedPersonInputSchema.properties.affiliation,
    otherAffiliationDescription: nullableText,
    natureOfInvolvement: nullableText,
  },
} as const;

export type InvolvedPerson = FromSchema<typeof involvedPersonSchema>;
export type InvolvedPersonInput = FromSchema<typeof involvedPersonInputSchema, 'input'>;

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

const ACTIVITY_SORT_FIELDS = ['dateOccurredLocal'] as const;

const eventIdCheck = {
  ...uuid,
  description: 'The event of the path, again: a body meant for another event is refused (400)',
} as const;

export const eventManagementEndpoints = {
  canView: companyEndpoint({
    method: 'GET',
    path: '/events/:id/canuserviewevent',
    tag: 'event management',
    summary: 'Whether the caller may view (and so manage) the event: false for one they may not see, or none',
    need: 'manageEvents',
    reply: {
      type: 'object',
      required: ['canUserViewEvent'],
      properties: { canUserViewEvent: { type: 'boolean' } },
    },
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/events/:id',
    tag: 'event management',
    summary: 'The event as event management loads it: the same answer as GET /events/fordisplay/{id}',
    need: 'manageEvents',
    reply: eventReply,
    envelope: 'event',
  }),
  forDisplay: companyEndpoint({
    method: 'GET',
    path: '/events/fordisplay/:id',
    tag: 'event management',
    summary:
      'The event for event management: property, time, type, details, privacy, status lock, SOP answers, images, ' +
      'documents, claims',
    need: 'manageEvents',
    reply: eventReply,
    envelope: 'event',
  }),
  saveDetails: companyEndpoint({
    method: 'POST',
    path: '/events/:id/details',
    tag: 'event management',
    summary: "Save the event's status, management report, location and visible-to roles",
    description:
      'Complete (4) only with completeEvents; the status may not change while a claim of the event is open; roles ' +
      'must be active roles of the company (or already set) and include your own unless your role sees all ' +
      'company items. Records event.detailsSaved (and event.statusChanged).',
    need: 'manageEvents',
    body: {
      type: 'object',
      required: ['eventId', 'details'],
      additionalProperties: false,
      properties: { eventId: eventIdCheck, details: eventChangeDetailsSchema },
    },
    reply: {
      type: 'object',
      required: ['success', 'event'],
      properties: { success: { type: 'boolean' }, event: eventForDisplaySchema },
    },
    envelope: 'event',
  }),
  involvedPeople: companyEndpoint({
    method: 'GET',
    path: '/events/:id/involvedPeople',
    tag: 'event management',
    summary: 'The people involved in the event and its witnesses, in the order they were added',
    need: 'manageEvents',
    reply: {
      type: 'object',
      required: ['involvedPeople'],
      properties: { involvedPeople: { type: 'array', items: involvedPersonSchema } },
    },
    envelope: 'involvedPeople',
  }),
  involvedPerson: companyEndpoint({
    method: 'GET',
    path: '/events/:id/involvedPeople/:personId',
    tag: 'event management',
    summary: 'One involved person or witness of the event',
    need: 'manageEvents',
    reply: { type: 'object', required: ['involvedPerson'], properties: { involvedPerson: involvedPersonSchema } },
    envelope: 'involvedPerson',
  }),
  saveInvolvedPerson: companyEndpoint({
    method: 'POST',
    path: '/events/:id/involvedPeople',
    tag: 'event management',
    summary: 'Add (no id) or change an involved person or witness of the event',
    description:
      'Names required (not blank), the phone a US number, the other-affiliation text only with affiliation 0 ' +
      '(Other). Records event.person.created or event.person.updated.',
    need: 'manageEvents',
    body: {
      type: 'object',
      required: ['eventId', 'involvedPerson'],
      additionalProperties: false,
      properties: { eventId: eventIdCheck, involvedPerson: involvedPersonInputSchema },
    },
    reply: {
      type: 'object',
      required: ['success', 'involvedPerson'],
      properties: { success: { type: 'boolean' }, involvedPerson: involvedPersonSchema },
    },
    envelope: 'involvedPerson',
  }),
  activityLogs: listEndpoint({
    path: '/events/:id/activity/logs',
    tag: 'event management',
    summary: "One page of the event's activity log, newest first: every change of the event and who made it",
    description: 'Searched over the records and the names of who made them.',
    need: 'manageEvents',
    sortFields: ACTIVITY_SORT_FIELDS,
    envelope: 'activityLogs',
    row: activityLogEntrySchema,
    totalDescription: 'Entries of the log matching the search, over all pages',
  }),
  archive: companyEndpoint({
    method: 'POST',
    path: '/events/:id/archive',
    tag: 'event management',
    summary:
      'Delete the event: it is archived, leaving the list, the counts and every event call; its records are kept',
    description: 'selectedEventId and verifiedEventId must both be the event of the path (400 naming the field).',
    need: 'deleteEvents',
    body: {
      type: 'object',
      required: ['selectedEventId', 'verifiedEventId'],
      additionalProperties: false,
      properties: {
        selectedEventId: uuid,
        verifiedEventId: { ...uuid, description: 'The event whose number was typed to confirm' },
      },
    },
    reply: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
  }),
} as const;

export type ActivityLogEntry = FromSchema<typeof activityLogEntrySchema>;
