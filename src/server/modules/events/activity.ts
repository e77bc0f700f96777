import { and, eq, sql } from 'drizzle-orm';
import type { eventManagementEndpoints } from '../../../../schemas/event-management/endpoints.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { personDisplayName } from '../../../domain/events/involved-person.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { joined, type ListSpec, readList } from '../../db/list-page.ts';
import { apiKeys, domainEvents, events, people, properties } from '../../db/schema/index.ts';
import { actorKeyName, describeActivity } from './activity-text.ts';
import { localTime } from './store.ts';
import { visibleEvent } from './visibility.ts';

const activityColumns = {
  id: domainEvents.id,
  type: domainEvents.type,
  payload: domainEvents.payload,
  dateOccurredLocal: localTime(domainEvents.occurredAt, properties.timeZone),
  dateOccurredUtc: domainEvents.occurredAt,
  firstName: joined(people.firstName),
  lastName: joined(people.lastName),
  apiKeyName: joined(apiKeys.name),
};

/**
 * An event's activity log: the domain events that name it (domain_events.event_id), newest
 * first, read along domain_events_event_time_idx (event_id, occurred_at, id). The time is shown
 * in the property's time zone; the person is whoever's request made the change. The search reads
 * the records (type and payload) and the person's name — the description is composed from them.
 */
const activityList: ListSpec<'dateOccurredLocal', typeof activityColumns> = {
  table: domainEvents,
  joins: [
    { table: events, on: eq(events.id, domainEvents.eventId), inner: true },
    { table: properties, on: eq(properties.id, events.propertyId), inner: true },
    { table: people, on: eq(people.id, domainEvents.actorPersonId) },
    // A change made with an API key shows the key's name (issue 28).
    { table: apiKeys, on: eq(apiKeys.id, domainEvents.actorApiKeyId) },
  ],
  id: domainEvents.id,
  company: domainEvents.companyId,
  search: (pattern) =>
    sql`(lower(${domainEvents.type} || ' ' || ${domainEvents.payload}::text) like lower(${pattern})
      or lower(coalesce(${people.firstName}, '') || ' ' || coalesce(${people.lastName}, '')) like lower(${pattern})
      or lower(coalesce(${apiKeys.name}, '')) like lower(${pattern}))`,
  columns: activityColumns,
  sorts: { dateOccurredLocal: [] },
  tail: [domainEvents.occurredAt, domainEvents.id],
};

/** GET /events/{id}/activity/logs: one page of the log of an event the caller sees (404 otherwise), in their language. */
export async function listEventActivity(
  ctx: ServiceContext,
  eventId: string,
  params: QueryOf<typeof eventManagementEndpoints.activityLogs>,
): Promise<ReplyOf<typeof eventManagementEndpoints.activityLogs>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const scope = and(eq(domainEvents.companyId, ctx.company.companyId), eq(domainEvents.eventId, event.id));
  const { rows, ...total } = await readList(ctx.db, activityList, scope ?? sql`false`, params);
  return {
    activityLogs: rows.map(
      ({ id, type, payload, dateOccurredLocal, dateOccurredUtc, firstName, lastName, apiKeyName }) => ({
        id,
        type,
        dateOccurredLocal,
        dateOccurredUtc: dateOccurredUtc.toISOString(),
        ...describeActivity(type, payload, ctx.language),
        person: personDisplayName(firstName, lastName) || actorKeyName(apiKeyName, ctx.language),
      }),
    ),
    ...total,
  };
}
