import { and, count, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { EVENT_SORT_FIELDS, eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import { EVENT_MESSAGES } from '../../../../schemas/event/entity.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { type ClaimType, claimTypeLabel } from '../../../domain/claims/claim-types.ts';
import { EVENT_STATUSES, eventStatusLabel } from '../../../domain/events/event-status.ts';
import { effectiveClaimType, type StatusFilter, statusesFor } from '../../../domain/events/events-list-filters.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { joined, type ListRow, type ListSpec, type PreparedScope, readPreparedList } from '../../db/list-page.ts';
import { eventCategories, events, eventTypes, properties } from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { companyStatusCounts } from './status-counts.ts';
import { localTime, visibleRolesOf } from './store.ts';
import { type EventReach, eventReachOf, eventsVisibleTo } from './visibility.ts';

type EventSortField = (typeof EVENT_SORT_FIELDS)[number];
type EventList = ReplyOf<typeof eventEndpoints.list>;
type EventStatistic = EventList['eventStatistics'][number];

const listColumns = {
  id: events.id,
  number: events.numberText,
  propertyId: events.propertyId,
  property: joined(properties.name),
  severity: events.severityLevel,
  typeId: events.eventTypeId,
  type: joined(eventTypes.name),
  categoryId: events.eventCategoryId,
  category: joined(eventCategories.name),
  location: events.location,
  status: events.status,
  dateOccurredLocal: localTime(events.dateOccurredUtc, properties.timeZone),
  dateOccurredUtc: events.dateOccurredUtc,
  propertyTimeZone: properties.timeZone,
  isSopComplete: events.isSopComplete,
  claimType: events.claimType,
};

/**
 * What the events CSV reads of an event (EventCsvRow's fields, and the id its roles are read by):
 * the list's row without the ids of the property, type and category, the instant and the zone.
 * An export's cost is per cell (on PGlite each is decoded by the engine's JavaScript), and these
 * are 11 of the row's 16.
 */
export const eventCsvColumns = {
  id: listColumns.id,
  number: listColumns.number,
  property: listColumns.property,
  severity: listColumns.severity,
  type: listColumns.type,
  category: listColumns.category,
  location: listColumns.location,
  status: listColumns.status,
  dateOccurredLocal: listColumns.dateOccurredLocal,
  isSopComplete: listColumns.isSopComplete,
  claimType: listColumns.claimType,
};

/**
 * GET /events2. The property, type and category are left joins (always there: foreign keys, not
 * null), so a read that neither sorts nor searches by them reads the events' indexes alone. Every
 * order ends with date_occurred_utc, id — the tail of events_company_occurred_idx (and of the
 * status index the default filter reads). dateOccurredLocal sorts by the instant.
 */
const eventList: Omit<ListSpec<EventSortField, typeof listColumns>, 'search'> = {
  table: events,
  joins: [
    { table: properties, on: eq(properties.id, events.propertyId) },
    { table: eventTypes, on: eq(eventTypes.id, events.eventTypeId) },
    { table: eventCategories, on: eq(eventCategories.id, events.eventCategoryId) },
  ],
  id: events.id,
  company: events.companyId,
  columns: listColumns,
  sorts: {
    dateOccurredLocal: [],
    property: [sql`lower(${properties.name})`],
    severity: [events.severityLevel],
    type: [sql`lower(${eventTypes.name})`],
    category: [sql`lower(${eventCategories.name})`],
    location: [sql`lower(${events.location})`],
    status: [events.status],
    number: [events.numberYear, events.number, events.id],
  },
  tail: [events.dateOccurredUtc, events.id],
};

/** The search's own reads of the names (aliases: the list's joins stay out of the ids read). */
const namedProperty = alias(properties, 'searched_property');
const namedType = alias(eventTypes, 'searched_type');
const namedCategory = alias(eventCategories, 'searched_category');
const subquery = new QueryBuilder();

/**
 * The search of a company's events list: the event's number and location, or the name of its
 * property, type or category. The names are matched in their own tables first, each a set of the
 * company's ids that the ordered read of the events tests by hash (a hashed sub-plan), so that
 * read joins nothing per event. A property's search_text holds its name, so `search_text like`
 * (its trigram index) narrows the properties before the name itself is tested.
 */
function eventListOf(companyId: string | Placeholder): ListSpec<EventSortField, typeof listColumns> {
  const named = (table: typeof namedType | typeof namedCategory, pattern: string) =>
    subquery
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), sql`lower(${table.name}) like lower(${pattern})`));
  return {
    ...eventList,
    search: (pattern) =>
      or(
        sql`${events.searchText} like lower(${pattern})`,
        inArray(
          events.propertyId,
          subquery
            .select({ id: namedProperty.id })
            .from(namedProperty)
            .where(
              and(
                eq(namedProperty.companyId, companyId),
                sql`${namedProperty.searchText} like lower(${pattern})`,
                sql`lower(${namedProperty.name}) like lower(${pattern})`,
              ),
            ),
        ),
        inArray(events.eventTypeId, named(namedType, pattern)),
        inArray(events.eventCategoryId, named(namedCategory, pattern)),
      ) as SQL,
  };
}

/**
 * The status filter (spec 001 §4 'Events list filters'): the statuses the domain's `statusesFor`
 * keeps (-2 all but Complete, -1 all, else one status), as `status in (…)`.
 */
export function statusFilter(statusType: StatusFilter): SQL | undefined {
  const statuses = statusesFor(statusType);
  return statuses === null ? undefined : inArray(events.status, [...statuses]);
}

/**
 * The claim-type filter: the domain's `effectiveClaimType` (only with Claim in Progress or
 * Complete). Where the client drops a claim type the status does not allow, the API refuses it
 * (400 naming claimType): a caller that sends one is told. It reads events.claim_type, the type of
 * the event's first claim, which the claim save keeps (claim-sync.ts); with the status it is the
 * key of events_company_claim_type_idx.
 */
function claimTypeOf(statusType: StatusFilter, claimType: ClaimType | undefined): ClaimType | undefined {
  if (claimType === undefined) return undefined;
  const effective = effectiveClaimType(statusType, claimType);
  if (effective === null) throw invalidField('claimType', EVENT_MESSAGES.claimTypeNeedsClaimStatus);
  return effective;
}

/** The list's own filters: the status filter and the claim type (a value, or a prepared statement's placeholder). */
function eventListFilters(
  statusType: StatusFilter,
  claimType: ClaimType | Placeholder | undefined,
): (SQL | undefined)[] {
  return [statusFilter(statusType), claimType === undefined ? undefined : eq(events.claimType, claimType)];
}

/** The events list's company: a placeholder of its prepared statements (its search reads the company's names). */
const preparedEventList = eventListOf(sql.placeholder('company'));

/**
 * The events list's scope and filters for a viewer's reach and a query, with placeholders for
 * the viewer's ids and the claim type: readPreparedList builds the statement once per reach,
 * status filter, claim type or not, sort and search or not, instead of on every call (a quarter
 * of the server's CPU per call).
 */
function eventListScope(
  reach: EventReach,
  viewer: CompanyContext,
  params: QueryOf<typeof eventEndpoints.list>,
): PreparedScope {
  const claimType = claimTypeOf(params.statusType, params.claimType);
  const slot = (name: string) => sql.placeholder(name);
  const reachKey = reach === null ? 'every' : `${reach.property}:${reach.hasRole}`;
  return {
    key: `${reachKey}|${params.statusType}|${claimType === undefined ? '' : 'claim'}`,
    build: () => ({
      scope: eventsVisibleTo(reach, { companyId: slot('company'), personId: slot('person'), positionId: slot('role') }),
      filters: eventListFilters(params.statusType, claimType === undefined ? undefined : slot('claimType')),
    }),
    values: { company: viewer.companyId, person: viewer.personId, role: viewer.positionId, claimType },
  };
}

/**
 * What GET /events2 reads for a viewer and a query, with values in place: the list's declaration,
 * the viewer's events (the visibility rule) and the list's own filters (status, claim type). The
 * API suite explains the statement it makes (tests/api/events-list-claim-type.test.ts).
 */
export async function eventListRead(
  db: Runner,
  viewer: CompanyContext,
  params: Pick<QueryOf<typeof eventEndpoints.list>, 'statusType' | 'claimType'>,
) {
  const claimType = claimTypeOf(params.statusType, params.claimType);
  return {
    spec: eventListOf(viewer.companyId),
    scope: eventsVisibleTo(await eventReachOf(db, viewer), viewer),
    filters: eventListFilters(params.statusType, claimType),
  };
}

/** GET /events2: one page of the events the caller may see, the bounded total, and the counts per status. */
export async function listEvents(ctx: ServiceContext, params: QueryOf<typeof eventEndpoints.list>): Promise<EventList> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const reach = await eventReachOf(db, ctx.company);
  const [{ rows, ...total }, statistics] = await Promise.all([
    readPreparedList(db, preparedEventList, eventListScope(reach, ctx.company, params), params),
    countByStatus(db, ctx.company, reach),
  ]);
  const roles = await visibleRolesOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return { events: rows.map((row) => eventRowOf(row, roles)), ...total, eventStatistics: statistics };
}

/** A row of the events list as the API answers it; `roles`: visibleRolesOf the rows (the CSV export: eventCsvRowOf). */
export function eventRowOf(
  row: ListRow<typeof listColumns>,
  roles: Awaited<ReturnType<typeof visibleRolesOf>>,
): EventList['events'][number] {
  // Every field named (no spread over the row: that copy was half the cost of an export's row).
  return {
    id: row.id,
    number: row.number,
    propertyId: row.propertyId,
    property: row.property ?? '',
    severity: row.severity as 0 | 1,
    typeId: row.typeId,
    type: row.type ?? '',
    categoryId: row.categoryId,
    category: row.category,
    location: row.location,
    status: row.status as EventList['events'][number]['status'],
    statusName: eventStatusLabel(row.status),
    dateOccurredLocal: row.dateOccurredLocal,
    dateOccurredUtc: row.dateOccurredUtc.toISOString(),
    propertyTimeZone: row.propertyTimeZone,
    isSopComplete: row.isSopComplete,
    claimTypeString: row.claimType === null ? null : claimTypeLabel(row.claimType),
    visibleToPositionTypes: roles.get(row.id) ?? [],
  };
}

/**
 * The status cards: all events, then one per status value, counting what the viewer's reach
 * (the visibility rule) keeps — for a viewer who sees every event of the company, the company's
 * kept counts.
 */
async function countByStatus(db: Runner, viewer: CompanyContext, reach: EventReach): Promise<EventStatistic[]> {
  const rows =
    reach === null
      ? await companyStatusCounts(db, viewer.companyId)
      : await db
          .select({ status: events.status, n: count() })
          .from(events)
          .where(eventsVisibleTo(reach, viewer))
          .groupBy(events.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return [
    { orderIndex: 0, statusType: null, displayName: 'All Events', eventCount: total },
    ...EVENT_STATUSES.map((status, index) => ({
      orderIndex: index + 1,
      statusType: status.value,
      displayName: status.label,
      eventCount: byStatus.get(status.value) ?? 0,
    })),
  ];
}

/** The counts per status of the events the caller may see (the events list's and the dashboard's status cards). */
export async function eventStatistics(ctx: ServiceContext): Promise<EventStatistic[]> {
  return countByStatus(ctx.db, ctx.company, await eventReachOf(ctx.db, ctx.company));
}
