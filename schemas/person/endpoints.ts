import { LIST_READERS } from '../../src/domain/company/permissions.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from '../protocol/contract.ts';
import { ID_FILTER } from '../protocol/list.ts';
import { personSchema } from './entity.ts';
import { personDetailSchema, personNameSchema, personRowSchema, personSaveReplySchema } from './replies.ts';

/**
 * People (users): the endpoint table and the list's sort fields (schemas/endpoints.ts lists it
 * under people).
 */

/** The Users list's sortable columns; the first is the default (spec 000 §2 Users). */
export const PERSON_SORT_FIELDS = ['name', 'position', 'email', 'phone', 'archived'] as const;

const personList = listEndpoint({
  path: '/people',
  tag: 'people',
  summary: "One page of the company's people, searched, sorted and filtered",
  description:
    'Archived people are left out unless showArchived is true. The search matches first name, ' +
    'last name, e-mail and phone number (case-insensitive "contains"). Read by the Users list; ' +
    'the screens that only pick a person read GET /lookup/people.',
  need: 'manageUsers',
  sortFields: PERSON_SORT_FIELDS,
  showArchived: true,
  extra: {
    ...ID_FILTER,
    filterByAssociations: {
      type: 'boolean',
      default: false,
      description:
        'Only people who share a property with the caller: both may see it (directly, through a ' +
        "property group, with 'all properties', or through a role that sees all company items)",
    },
  },
  envelope: 'people',
  row: personRowSchema,
  totalDescription: 'People matching the query, over all pages',
});

/**
 * Users (spec 000 §2 Users / User edit, §7): list, one, save, all for manageUsers; and the
 * names-only lookup the people pickers read.
 */
export const personEndpoints = {
  list: personList,
  export: exportEndpoint(personList, {
    fileName: 'people',
    summary: 'Every person matching the query, as a CSV file (the Users list)',
  }),
  lookup: listEndpoint({
    path: '/lookup/people',
    tag: 'people',
    summary: "One page of the company's active people by name, names only (the people pickers)",
    description:
      'What the Task / Inspection modal assigns and the subscription editor notifies: id and names, ' +
      'no e-mail, phone or role, so neither screen needs manageUsers. Archived people are left ' +
      'out. The search matches the name ("First Last", case-insensitive "contains") and nothing ' +
      'else, so it cannot be used to probe e-mails or phone numbers; `ids` names the people a ' +
      'form already holds.',
    need: LIST_READERS.personNames,
    sortFields: ['name'],
    defaultDirection: 'asc',
    extra: ID_FILTER,
    envelope: 'people',
    row: personNameSchema,
    totalDescription: 'Active people matching the query, over all pages',
  }),
  detail: companyEndpoint({
    method: 'GET',
    path: '/people/:id',
    tag: 'people',
    summary: 'One person of the company, with their property and property-group lists',
    description:
      '`person` is exactly what POST /person accepts (association ids included); the two lists ' +
      'carry the associated properties and groups with their names for display.',
    need: 'manageUsers',
    reply: personDetailSchema,
    envelope: 'person',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/person',
    tag: 'people',
    summary: 'Create a person (no id) or update one of the company (id)',
    description:
      'Answers 200 with success false and a failureReason when another person of the company ' +
      'already has the e-mail (compared case-insensitively); 400 with field errors for bad input ' +
      '(including a role that is not an active role of this company, or property / group ids ' +
      "that are not this company's); 404 for a person who is not in this company. Duplicate " +
      'association ids are stored once.',
    need: 'manageUsers',
    // Exactly the schema the user form renders and validates with.
    body: personSchema,
    reply: personSaveReplySchema,
    envelope: 'person',
  }),
  resendInvitation: companyEndpoint({
    method: 'POST',
    path: '/people/:id/invitation',
    tag: 'people',
    summary: 'Send a person who has never signed in their invitation again',
    description:
      'Queues the invitation e-mail again (a new link; the earlier ones stop working). 400 when the ' +
      'person has already signed in or is archived; 429 when invitations to them were sent too often ' +
      '(the message says when to try again); 404 for a person who is not in this company.',
    need: 'manageUsers',
    reply: {
      type: 'object',
      required: ['sentTo'],
      properties: { sentTo: { type: 'string', description: 'The address the invitation goes to' } },
    },
  }),
} as const;
