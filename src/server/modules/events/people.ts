import { and, asc, eq } from 'drizzle-orm';
import type { eventManagementEndpoints } from '../../../../schemas/event-management/endpoints.ts';
import type { InvolvedPerson } from '../../../../schemas/event-management/entity.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { storedPhone, storedText } from '../../../domain/common/stored-text.ts';
import {
  INVOLVED_PERSON_MESSAGES,
  involvedPersonTypeLabel,
  otherAffiliationApplies,
  personDisplayName,
} from '../../../domain/events/involved-person.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { eventInvolvedPeople } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { checkBodyEvent } from './body-event.ts';
import { visibleEvent } from './visibility.ts';

type PersonRow = typeof eventInvolvedPeople.$inferSelect;
type SaveBody = BodyOf<typeof eventManagementEndpoints.saveInvolvedPerson>;

function involvedPersonOf(row: PersonRow): InvolvedPerson {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    typeName: involvedPersonTypeLabel(row.type),
    firstName: row.firstName,
    lastName: row.lastName,
    address: { streetAddress1: row.streetAddress1, city: row.city, state: row.state, postalCode: row.postalCode },
    phoneNumber: row.phoneNumber,
    affiliation: row.affiliation,
    otherAffiliationDescription: row.otherAffiliationDescription,
    natureOfInvolvement: row.natureOfInvolvement,
  };
}

async function readPeople(db: Runner, eventId: string, personId?: string): Promise<InvolvedPerson[]> {
  const rows = await db
    .select()
    .from(eventInvolvedPeople)
    .where(and(eq(eventInvolvedPeople.eventId, eventId), personId ? eq(eventInvolvedPeople.id, personId) : undefined))
    .orderBy(asc(eventInvolvedPeople.createdAt), asc(eventInvolvedPeople.id));
  return rows.map(involvedPersonOf);
}

/** GET /events/{id}/involvedPeople: the event's people and witnesses, in the order they were added. */
export async function listInvolvedPeople(
  ctx: ServiceContext,
  eventId: string,
): Promise<ReplyOf<typeof eventManagementEndpoints.involvedPeople>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  return { involvedPeople: await readPeople(ctx.db, event.id) };
}

/** GET /events/{id}/involvedPeople/{personId}: one of them; a person of another event is not found. */
export async function getInvolvedPerson(
  ctx: ServiceContext,
  eventId: string,
  personId: string,
): Promise<ReplyOf<typeof eventManagementEndpoints.involvedPerson>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const [person] = await readPeople(ctx.db, event.id, personId.toLowerCase());
  if (!person) throw new NotFoundError();
  return { involvedPerson: person };
}

/** The values to store, or the field errors a schema cannot catch (a name of spaces, other text without Other). */
function personValues(input: SaveBody['involvedPerson']) {
  const field = (name: string) => `involvedPerson.${name}`;
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const affiliation = input.affiliation ?? null;
  const otherDescription = storedText(input.otherAffiliationDescription);
  const errors: FieldError[] = [];
  if (!firstName) errors.push({ field: field('firstName'), message: 'is required' });
  if (!lastName) errors.push({ field: field('lastName'), message: 'is required' });
  // Refused rather than dropped: a record is never silently different from what was sent.
  if (otherDescription && !otherAffiliationApplies(affiliation)) {
    errors.push({ field: field('otherAffiliationDescription'), message: INVOLVED_PERSON_MESSAGES.otherOnly });
  }
  return {
    errors,
    values: {
      type: input.type,
      firstName,
      lastName,
      streetAddress1: storedText(input.address?.streetAddress1),
      city: storedText(input.address?.city),
      state: storedText(input.address?.state)?.toUpperCase() ?? null,
      postalCode: storedText(input.address?.postalCode),
      phoneNumber: storedPhone(input.phoneNumber),
      affiliation,
      otherAffiliationDescription: otherDescription,
      natureOfInvolvement: storedText(input.natureOfInvolvement),
    },
  };
}

/**
 * POST /events/{id}/involvedPeople: adds a person (no id) or changes one of this event (404
 * for a person of another event), recording event.person.created / event.person.updated with
 * the name and type in the same transaction.
 */
export async function saveInvolvedPerson(
  ctx: ServiceContext,
  eventId: string,
  input: SaveBody,
): Promise<ReplyOf<typeof eventManagementEndpoints.saveInvolvedPerson>> {
  checkBodyEvent('eventId', input.eventId, eventId);
  const { values, errors } = personValues(input.involvedPerson);
  const [first] = errors;
  if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);
  const personId = input.involvedPerson.id?.toLowerCase();
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase(), { forUpdate: true });
    const now = tx.clock.now();
    const [saved] = personId
      ? await tx.db
          .update(eventInvolvedPeople)
          .set({ ...values, updatedAt: now })
          .where(and(eq(eventInvolvedPeople.eventId, event.id), eq(eventInvolvedPeople.id, personId)))
          .returning()
      : await tx.db
          .insert(eventInvolvedPeople)
          .values({ ...values, companyId: tx.company.companyId, eventId: event.id, createdAt: now, updatedAt: now })
          .returning();
    if (!saved) throw new NotFoundError();
    await tx.record({
      type: personId ? 'event.person.updated' : 'event.person.created',
      subjectId: saved.id,
      eventId: event.id,
      payload: { name: personDisplayName(saved.firstName, saved.lastName), type: saved.type },
    });
    return { success: true, involvedPerson: involvedPersonOf(saved) };
  });
}
