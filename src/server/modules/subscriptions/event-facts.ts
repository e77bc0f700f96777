import { eq, inArray } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { eventCategories, events, eventTypes, properties, propertyGroupProperties } from '../../db/schema/index.ts';

/** What matching and the message need of one event (archived ones included: a Deleted change is about one). */
export interface EventFacts {
  id: string;
  companyId: string;
  number: string | null;
  propertyId: string;
  propertyName: string;
  state: string | null;
  onCallNumber: string | null;
  groupIds: string[];
  eventTypeId: string;
  typeName: string;
  eventCategoryId: string | null;
  categoryName: string | null;
  severity: number;
  status: number;
  location: string | null;
  summary: string | null;
}

/** The facts of many events in two reads (a batch of the outbox names many). */
export async function readEventFactsMany(db: Runner, eventIds: readonly string[]): Promise<Map<string, EventFacts>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      companyId: events.companyId,
      number: events.numberText,
      propertyId: events.propertyId,
      propertyName: properties.name,
      state: properties.state,
      onCallNumber: properties.onCallPhoneNumberE164,
      eventTypeId: events.eventTypeId,
      typeName: eventTypes.name,
      eventCategoryId: events.eventCategoryId,
      categoryName: eventCategories.name,
      severity: events.severityLevel,
      status: events.status,
      location: events.location,
      summary: events.summary,
    })
    .from(events)
    .innerJoin(properties, eq(properties.id, events.propertyId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .where(inArray(events.id, [...eventIds]));
  const propertyIds = [...new Set(rows.map((row) => row.propertyId))];
  const groups =
    propertyIds.length === 0
      ? []
      : await db
          .select({ propertyId: propertyGroupProperties.propertyId, groupId: propertyGroupProperties.propertyGroupId })
          .from(propertyGroupProperties)
          .where(inArray(propertyGroupProperties.propertyId, propertyIds));
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, groupIds: groups.filter((group) => group.propertyId === row.propertyId).map((group) => group.groupId) },
    ]),
  );
}

export async function readEventFacts(db: Runner, eventId: string): Promise<EventFacts | null> {
  return (await readEventFactsMany(db, [eventId])).get(eventId) ?? null;
}
