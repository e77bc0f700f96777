import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Affiliation, InvolvedPersonType } from '../../../domain/events/involved-person.ts';
import { companyId, createdAt, id } from './columns.ts';
import { events } from './events.ts';

/**
 * The people involved in an event and its witnesses (spec 001 §3 'Involved person'): names,
 * address, phone, affiliation (0 Other with its description, 1 Resident, 2 Visitor, 3 Bystander,
 * 4 Employee) and the nature of their involvement. They are not users: just what was recorded.
 */
export const eventInvolvedPeople = pgTable(
  'event_involved_people',
  {
    id: id(),
    companyId: companyId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 1 Involved, 2 Witness. */
    type: integer('type').$type<InvolvedPersonType>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    streetAddress1: text('street_address1'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    phoneNumber: text('phone_number'),
    affiliation: integer('affiliation').$type<Affiliation>(),
    otherAffiliationDescription: text('other_affiliation_description'),
    natureOfInvolvement: text('nature_of_involvement'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The People tab lists an event's people in the order they were added.
  (t) => [index('event_involved_people_event_idx').on(t.eventId, t.createdAt, t.id)],
);
