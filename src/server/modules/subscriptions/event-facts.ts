import { eq } from 'drizzle-orm';
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

export async function readEventFacts(db: Runner, eventId: string): Promise<EventFacts | null> {
  const [row] = await db
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
    .where(eq(events.id, eventId));
  if (!row) return null;
  const groups = await db
    .select({ id: propertyGroupProperties.propertyGroupId })
    .from(propertyGroupProperties)
    .where(eq(propertyGroupProperties.propertyId, row.propertyId));
  return { ...row, groupIds: groups.map((group) => group.id) };
}
