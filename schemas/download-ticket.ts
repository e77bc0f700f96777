import { companyEndpoint } from './protocol/contract.ts';

/** How long a download ticket is good for: enough to start the download it was asked for. */
export const DOWNLOAD_TICKET_SECONDS = 60;

/**
 * Download tickets: a browser cannot send its bearer token when it navigates, so before it
 * downloads an export (GET …/export) by navigation it asks for a short-lived ticket bound to the
 * signed-in person, the company, that export's exact path and query, and the sign-in itself. The
 * export then accepts `?ticket=` in place of the token, checking membership and permission as
 * for any call.
 */
export const downloadTicketEndpoints = {
  create: companyEndpoint({
    method: 'POST',
    path: '/download-tickets',
    tag: 'downloads',
    summary: 'A short-lived ticket to download one export of this company by navigating to it',
    description:
      `The answer's url is the export's path and query with the ticket added; it is good for ${DOWNLOAD_TICKET_SECONDS} s, ` +
      'for that path and query only, and only while the sign-in that asked for it stands. Whether the caller may ' +
      'read the export is checked when it is downloaded.',
    need: 'member',
    body: {
      type: 'object',
      required: ['url'],
      additionalProperties: false,
      properties: {
        url: {
          type: 'string',
          minLength: 1,
          maxLength: 2000,
          description: "An export's path and query in this company: /api/company/{companyId}/people/export?sortBy=name",
        },
      },
    },
    reply: {
      type: 'object',
      required: ['url'],
      additionalProperties: false,
      properties: { url: { type: 'string', description: 'The export address with its ticket: navigate to it' } },
    },
  }),
};
