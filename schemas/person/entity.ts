import { SCHEMA_MESSAGES } from '../../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from '../from-schema.ts';

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
 *
 * This file is the entity (as sent and as saved); replies.ts and endpoints.ts are beside it.
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

/** The user screens' words (spec 000 §2, §8). */
export const PERSON_MESSAGES = {
  saved: SCHEMA_MESSAGES.personSaved,
  invitationSent: SCHEMA_MESSAGES.personInvitationSent,
} as const;

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
