import { EVENT_DETAILS_LIMITS } from '../../src/domain/events/event-details.ts';
import { EVENT_STATUS_VALUES } from '../../src/domain/events/event-status.ts';
import { EVENT_LIMITS } from '../event/entity.ts';
import { uuid } from '../primitives.ts';
import { companyEndpoint, listEndpoint } from '../protocol/contract.ts';
import { involvedPersonInputSchema, involvedPersonSchema } from './entity.ts';
import { activityLogEntrySchema, eventForDisplaySchema, eventReply } from './replies.ts';

/**
 * Event management: the endpoint table (schemas/endpoints.ts lists it under eventManagement).
 */

/**
 * Event management (spec 001 §2 'Event management', §3 'Event (for display)', 'SOP question
 * (display)', 'Involved person', 'Activity log entry', 'Event change details', §7 'Event
 * management'): may the caller view the event, the event (GET /events/{id} and, the same, for
 * display, with its documents and claims), its details save, its
 * people, its activity log and its deletion (archive). Every call answers 404 for an event the
 * caller may not see, another company's, or an archived one.
 */

const statusSchema = { type: 'integer', enum: EVENT_STATUS_VALUES } as const;

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
