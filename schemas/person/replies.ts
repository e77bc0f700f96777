import type { FromSchema } from '../from-schema.ts';
import { savedPersonSchema } from './entity.ts';

/**
 * People (users): what the endpoints answer beyond the person itself — the list's rows, the
 * names-only lookup, the detail with its properties and groups, and the save's reply.
 */

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
