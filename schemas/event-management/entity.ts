import { US_PHONE_FORMAT } from '../../src/domain/common/phone-text.ts';
import {
  AFFILIATIONS,
  INVOLVED_PERSON_LIMITS,
  INVOLVED_PERSON_TYPES,
} from '../../src/domain/events/involved-person.ts';
import type { FromSchema } from '../from-schema.ts';
import { text, uuid } from '../primitives.ts';

/**
 * Event management (spec 001 §2 'Event management', §3 'Event (for display)', 'SOP question
 * (display)', 'Involved person', 'Activity log entry', 'Event change details', §7 'Event
 * management'): may the caller view the event, the event (GET /events/{id} and, the same, for
 * display, with its documents and claims), its details save, its
 * people, its activity log and its deletion (archive). Every call answers 404 for an event the
 * caller may not see, another company's, or an archived one. This file is the involved person
 * (as sent and as saved); the event for display and the activity log's rows are replies.ts, the
 * endpoints endpoints.ts.
 */

const nullableText = { type: ['string', 'null'] } as const;

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
