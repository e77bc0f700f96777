import { LIST_READERS } from '../src/domain/permissions.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, listEndpoint } from './protocol/contract.ts';
import { ID_FILTER } from './protocol/list.ts';

const uuidList = (title: string) =>
  ({
    type: 'array',
    title,
    default: [],
    maxItems: 5000,
    items: { type: 'string', format: 'uuid' },
  }) as const;

/**
 * A person ("user", spec 000 §3) as the user form edits it and POST /person accepts it: JSON
 * Schema draft-07, read by Fastify's ajv on the server and by RJSF in the browser. No id means
 * create; an id means update. Names and e-mail have no default on purpose: a body without them
 * must be refused, not filled in. `phoneNumber` is optional; when present it must be a US
 * number (the shared 'us-phone' format, message '{value} is not a valid phone number').
 *
 * What a schema cannot say is checked by the service: names not only spaces, the role an
 * ACTIVE role of this company, the association ids this company's, the e-mail unique in the
 * company (case-insensitively).
 */
export const personSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'emailAddress', 'positionId'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: { type: 'string', title: 'First Name', minLength: 1, maxLength: 100 },
    lastName: { type: 'string', title: 'Last Name', minLength: 1, maxLength: 100 },
    phoneNumber: { type: 'string', title: 'Phone Number', format: 'us-phone', maxLength: 40 },
    emailAddress: { type: 'string', title: 'Email Address', format: 'email', maxLength: 254 },
    positionId: { type: 'string', title: 'Role', format: 'uuid' },
    /** Read-only (spec 000 §3 Person): the role's name, sent by GET /people/{id}; ignored on save. */
    positionName: { type: ['string', 'null'], title: 'Role Name', readOnly: true },
    /** Read-only (spec 000 §3 Person): true only for a person not saved yet; ignored on save. */
    isNew: { type: 'boolean', title: 'New', readOnly: true },
    isArchived: { type: 'boolean', title: 'Archive User', default: false },
    allPropertiesAssociated: { type: 'boolean', title: 'All Properties', default: false },
    propertyAssociations: uuidList('Properties'),
    propertyGroupAssociations: uuidList('Property Groups'),
    /** Event severity this person is notified about (events: 0 Low, 1 High); 2 by default (spec 000 §9). */
    propertyEventSeverityLevel: { type: 'integer', title: 'Event Severity Level', minimum: 0, maximum: 2, default: 2 },
    eventChangeSubscriptions: {
      type: 'object',
      title: 'Event Change Subscriptions',
      default: {},
      additionalProperties: false,
      properties: {
        created: { type: 'boolean', title: 'Created', default: false },
        statusChanged: { type: 'boolean', title: 'Status Changed', default: false },
        pendingApproval: { type: 'boolean', title: 'Pending Approval', default: false },
      },
    },
    eventSubscriptionTypes: {
      type: 'array',
      title: 'Event Subscription Types',
      default: [],
      maxItems: 100,
      items: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
} as const;

/** A person after validation (defaults filled in); `id` is absent until the person is saved. */
export type Person = FromSchema<typeof personSchema>;

/** A person as GET /people/{id} returns it: exactly a valid POST /person body, with its id. */
export type SavedPerson = FromSchema<typeof savedPersonSchema>;

/** The response shape of a saved person: the same fields, the defaulted ones all present. */
export const savedPersonSchema = {
  ...personSchema,
  required: [
    'id',
    'firstName',
    'lastName',
    'emailAddress',
    'positionName',
    'isArchived',
    'isNew',
    'allPropertiesAssociated',
    'propertyAssociations',
    'propertyGroupAssociations',
    'propertyEventSeverityLevel',
    'eventChangeSubscriptions',
    'eventSubscriptionTypes',
  ],
} as const;

/** One row of GET /people (the Users list). */
export const personRowSchema = {
  type: 'object',
  required: [
    'id',
    'firstName',
    'lastName',
    'name',
    'positionName',
    'phoneNumber',
    'emailAddress',
    'isArchived',
    'lastSignInAt',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string', description: 'First and last name' },
    positionName: { type: ['string', 'null'], description: "The person's role" },
    phoneNumber: { type: ['string', 'null'] },
    emailAddress: { type: 'string' },
    isArchived: { type: 'boolean' },
    lastSignInAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "When the person's e-mail last started a session; null: invited, never signed in",
    },
  },
} as const;

export type PersonRow = FromSchema<typeof personRowSchema>;

/** The Users list's sortable columns; the first is the default (spec 000 §2 Users). */
export const PERSON_SORT_FIELDS = ['name', 'position', 'email', 'phone', 'archived'] as const;

/**
 * One row of GET /lookup/people: a person by name and nothing else, for the screens that pick
 * people without managing users (LIST_READERS.personNames).
 */
export const personNameSchema = {
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'name'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string', description: 'First and last name' },
  },
} as const;

/** An associated property, by name, for display. */
const propertyRefSchema = {
  type: 'object',
  required: ['id', 'propertyNumber', 'name', 'city', 'state'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    propertyNumber: { type: 'string' },
    name: { type: 'string' },
    city: { type: ['string', 'null'] },
    state: { type: ['string', 'null'] },
  },
} as const;

/** An associated property group, by name, for display. */
const groupRefSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
} as const;

/** GET /people/{id}: the person as the form edits it, and their lists with names for display. */
export const personDetailSchema = {
  type: 'object',
  required: ['person', 'propertyAssociations', 'propertyGroupAssociations'],
  properties: {
    person: savedPersonSchema,
    propertyAssociations: { type: 'array', items: propertyRefSchema },
    propertyGroupAssociations: { type: 'array', items: groupRefSchema },
  },
} as const;

/** The answer of POST /person: saved (with the person), or refused with the reason the form shows. */
export const personSaveReplySchema = {
  type: 'object',
  required: ['success', 'failureReason'],
  properties: {
    success: { type: 'boolean' },
    failureReason: {
      type: ['string', 'null'],
      description: 'Why nothing was saved (e.g. the e-mail is taken); the form shows it as an error toast',
    },
    person: savedPersonSchema,
  },
} as const;

/**
 * Users (spec 000 §2 Users / User edit, §7): list, one, save, all for manageUsers; and the
 * names-only lookup the people pickers read.
 */
export const personEndpoints = {
  list: listEndpoint({
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

/** The user screens' words (spec 000 §2, §8). */
export const PERSON_MESSAGES = { saved: 'Person Saved.', invitationSent: 'Invitation sent.' } as const;

/** A new user: nothing filled in but the spec's defaults (severity level 2, spec 000 §9). */
export function newPerson(): Partial<Person> {
  return {
    isNew: true,
    isArchived: false,
    allPropertiesAssociated: false,
    propertyAssociations: [],
    propertyGroupAssociations: [],
    propertyEventSeverityLevel: 2,
    eventChangeSubscriptions: { created: false, statusChanged: false, pendingApproval: false },
    eventSubscriptionTypes: [],
  };
}
