import { DEFAULT_STATUS_FILTER, STATUS_FILTER_VALUES } from '../../src/domain/events/events-list-filters.ts';
import { dashboardSchema } from '../dashboard.ts';
import { uuid } from '../primitives.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from '../protocol/contract.ts';
import {
  CLAIM_TYPES,
  EVENT_LIMITS,
  eventProgressInputSchema,
  eventProgressSchema,
  questionAnswerProperties,
  trail,
} from './entity.ts';
import { eventInProgressSchema, eventRowSchema, reportingProceduresReply, successReply } from './replies.ts';

/**
 * Events: the endpoint table and the list's sort fields (schemas/endpoints.ts lists it under
 * events).
 */

/**
 * Events (spec 001 §2 'Events list', 'Add Event wizard', §3 'Event (list row)', 'Event (being
 * created)', 'In-progress event summary', §4 'Event status values', 'Events list filters', §7
 * 'Events list and wizard'). Field names are the specification's.
 */

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
      enum: STATUS_FILTER_VALUES,
      default: DEFAULT_STATUS_FILTER,
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
  export: exportEndpoint(eventListBase, {
    fileName: 'events',
    summary: 'Every event the caller may see matching the query, as a CSV file (the Events list)',
    description: 'The same visibility, search and filters as the list.',
  }),
  create: companyEndpoint({
    idempotent: true,
    method: 'POST',
    path: '/events/create',
    tag: 'events',
    summary:
      'Start reporting an event: copies the procedure of its type and category into it, allocates its number; success false when no procedure matches',
    description:
      "id: the event's id, made by a client that reports offline (a random UUID) so that the saves it queued " +
      'behind the create can name the event; an id already taken answers 409.',
    need: 'reportEvents',
    body: {
      type: 'object',
      required: ['typeId', 'categoryId', 'propertyId'],
      additionalProperties: false,
      properties: {
        id: uuid,
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
    idempotent: true,
    method: 'POST',
    path: '/events/:id/saveProgress',
    tag: 'events',
    summary: "Save the wizard's progress: details, emergency, severity and time, answers, trail, status",
    description:
      'Taken while the report is in progress (status 5, SOP not complete). Once the report is finished (0 New, SOP ' +
      'complete) only the finishing save repeated is taken, changing nothing; any other save (a late one from a ' +
      'second tab) and any save over a status a manager chose answer 409 with a message saying why.',
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
    errorStatuses: [409],
  }),
  answer: companyEndpoint({
    method: 'POST',
    path: '/events/:id/questions/:questionId/answer',
    tag: 'events',
    summary: "Save the answer to one step of the event's procedure (and the trail)",
    description:
      'Taken only while the report is in progress, as a step advance; otherwise 409 with a message saying why.',
    need: 'reportEvents',
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { ...questionAnswerProperties, answeredQuestionTrail: trail },
    },
    reply: successReply(eventProgressSchema),
    envelope: 'eventProgress',
    errorStatuses: [409],
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
  reportingProcedures: companyEndpoint({
    method: 'GET',
    path: '/events/reportingProcedures',
    tag: 'events',
    summary:
      "The procedure an event of each active type and category would follow, as the event's copy starts: for a wizard that reports offline",
    need: 'reportEvents',
    reply: reportingProceduresReply,
    envelope: 'reportingProcedures',
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
