import { INCIDENT_REPORT_STATUS, RENDER_OPTION_MAX_IDS } from '../src/domain/events/incident-report.ts';
import type { FromSchema } from './from-schema.ts';
import { text, uuid } from './primitives.ts';
import { companyEndpoint } from './protocol/contract.ts';

/**
 * The incident report (spec 001 §2 'Incident Report button and modal', §3 'Incident report render
 * options', §4 'Incident report', §7 'Event management', §9): what goes in it, asking for it, and
 * polling until the PDF is filed in the event's documents. Every call answers 404 for an event
 * the caller may not see, another company's, or an archived one.
 */

const nullableText = { type: ['string', 'null'] } as const;

const idList = (description: string) =>
  ({ type: 'array', maxItems: RENDER_OPTION_MAX_IDS, uniqueItems: true, items: uuid, description }) as const;

/** §3 'Incident report render options': each id must be one of the event's (400 naming the field otherwise). */
export const renderOptionsSchema = {
  type: 'object',
  required: ['includedDocumentIds', 'includedPeopleIds', 'includedImageIds', 'includedInsuranceClaimIds'],
  additionalProperties: false,
  properties: {
    includedDocumentIds: idList("Documents of the event (its Documents tab's), listed in the report"),
    includedPeopleIds: idList('People involved and witnesses of the event'),
    includedImageIds: idList("Images of the event (its own, its steps' and its Documents tab's), shown in the report"),
    includedInsuranceClaimIds: idList('Insurance claims of the event, with their costs'),
  },
} as const;

export type RenderOptions = FromSchema<typeof renderOptionsSchema>;

const choiceSchema = {
  type: 'object',
  required: ['id', 'name', 'detail'],
  properties: {
    id: text,
    name: text,
    detail: { ...nullableText, description: "A second line: a person's role, a document's type, a claim's number" },
    thumbnailUrl: { ...nullableText, description: "An image's 100×100 thumbnail (GET it with the bearer token)" },
  },
} as const;

const choices = { type: 'array', items: choiceSchema } as const;

const statusReply = {
  type: 'object',
  required: ['status', 'folderId', 'fileId'],
  properties: {
    status: {
      type: 'integer',
      enum: Object.values(INCIDENT_REPORT_STATUS),
      description: '1 queued, 2 being made, 3 done (filed), 4 failed after its retries',
    },
    folderId: { type: 'string', description: "The event's folder the report is filed in" },
    fileId: { ...nullableText, description: 'The filed PDF (a document of the event), once done' },
  },
} as const;

export const incidentReportEndpoints = {
  renderOptions: companyEndpoint({
    method: 'GET',
    path: '/events/:id/incidentreportrenderoptions',
    tag: 'incident report',
    summary: "The event's saved render options and what the modal may choose from",
    need: 'manageEvents',
    reply: {
      type: 'object',
      required: ['options', 'choices'],
      properties: {
        options: renderOptionsSchema,
        choices: {
          type: 'object',
          required: ['documents', 'people', 'images', 'insuranceClaims'],
          properties: { documents: choices, people: choices, images: choices, insuranceClaims: choices },
        },
      },
    },
  }),
  saveRenderOptions: companyEndpoint({
    method: 'POST',
    path: '/events/:id/incidentreportrenderoptions',
    tag: 'incident report',
    summary: 'Save what the incident report includes (the modal saves before each report)',
    description: "Every id must be one of the event's: 400 naming the field otherwise.",
    need: 'manageEvents',
    body: {
      type: 'object',
      required: ['eventId', 'options'],
      additionalProperties: false,
      properties: {
        eventId: { ...uuid, description: 'The event of the path, again' },
        options: renderOptionsSchema,
      },
    },
    reply: {
      type: 'object',
      required: ['success', 'options'],
      properties: { success: { type: 'boolean' }, options: renderOptionsSchema },
    },
    envelope: 'options',
  }),
  create: companyEndpoint({
    method: 'POST',
    path: '/events/:id/createIncidentReport',
    tag: 'incident report',
    summary: 'Ask for the incident report: answers at once with the token to poll and the folder it will be filed in',
    description:
      'The PDF is made by a durable job (retried after a crash or a failure, filed once) with the saved render ' +
      "options, and filed as an 'Incident Report' document in the event's 'Incident Reports' folder.",
    need: 'manageEvents',
    reply: {
      type: 'object',
      required: ['token', 'data'],
      properties: {
        token: { type: 'string', description: 'For checkCreateIncidentReportStatus' },
        data: { type: 'object', required: ['folderId'], properties: { folderId: text } },
      },
    },
  }),
  status: companyEndpoint({
    method: 'GET',
    path: '/events/:id/checkCreateIncidentReportStatus',
    tag: 'incident report',
    summary: 'Where an asked-for incident report is: 3 when it is filed, 4 when it failed',
    need: 'manageEvents',
    query: {
      type: 'object',
      required: ['token'],
      additionalProperties: false,
      properties: { token: { ...uuid, description: 'The token createIncidentReport answered' } },
    },
    reply: statusReply,
  }),
} as const;
