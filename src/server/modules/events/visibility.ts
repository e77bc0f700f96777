import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import { events, eventVisibleRoles } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { type PropertyReach, propertyIdWithin, propertyReachOf, type ViewerIds } from '../properties/visibility.ts';

/**
 * THE event-visibility rule, as a condition on `events` rows; the list, the statistics, the
 * dashboard's counts and every event call use it (README: 'Who may see an event').
 * - The event is of the viewer's company and not archived (deleted: POST /events/{id}/archive
 *   keeps its rows, but to every call it is gone, exactly like an unknown id).
 * - Its property is one the viewer sees (the rule of GET /user/properties: direct, through a
 *   property group, 'all properties', or a role that sees all company items).
 * - When the event is limited to roles (event_visible_roles has rows), the viewer's role is one
 *   of them — unless the viewer's role sees all company items (the company's administrators):
 *   such a role sees every event of the company. 'All properties' alone does not lift a role
 *   limit.
 */
export async function visibleEventsWhere(db: Runner, viewer: CompanyContext): Promise<SQL> {
  return eventsVisibleTo(await eventReachOf(db, viewer), viewer);
}

/**
 * How far a viewer reaches among the company's events: every event (null), or the events of the
 * properties they reach (properties/visibility.ts) with the role part, which names their role
 * or, for a person without one, only lets through events that name no roles.
 */
export type EventReach = { property: PropertyReach; hasRole: boolean } | null;

export async function eventReachOf(db: Runner, viewer: CompanyContext): Promise<EventReach> {
  if (seesEveryEvent(viewer)) return null;
  return { property: await propertyReachOf(db, viewer), hasRole: viewer.positionId !== null };
}

/** A viewer's ids as values, or placeholders of a statement prepared once per reach (the events list). */
export interface EventViewerIds extends ViewerIds {
  positionId: string | Placeholder | null;
}

/** The rule for a reach: the company's events that are not archived, within the reach's limits. */
export function eventsVisibleTo(reach: EventReach, who: EventViewerIds): SQL {
  const limit = eventLimitOf(reach, who);
  return and(eq(events.companyId, who.companyId), isNull(events.archivedAt), limit ?? undefined) as SQL;
}

function eventLimitOf(reach: EventReach, who: EventViewerIds): SQL | null {
  if (reach === null) return null;
  return and(
    propertyIdWithin(reach.property, who, events.propertyId) ?? undefined,
    rolesAllow(reach.hasRole ? who.positionId : null),
  ) as SQL;
}

/**
 * The rule's limits on the viewer's company's events, as a condition on `events` rows: the
 * property part and the role part, or null when the viewer sees every event of the company. The
 * rule without 'of the company, not archived', for what outlives an event's archiving and keeps to
 * its company itself: the subscription worker choosing who hears of an event (a Deleted notice is
 * about an archived event) and the Deliveries list (what was sent about an event, listed to those
 * who may see the event). Everything else reads visibleEventsWhere.
 */
export async function eventVisibilityLimit(db: Runner, viewer: CompanyContext): Promise<SQL | null> {
  return eventLimitOf(await eventReachOf(db, viewer), viewer);
}

/** The role part of the rule (for a viewer who does not see every event): the event names no roles, or the viewer's role is one of them. */
export function eventRolesAllow(viewer: CompanyContext): SQL {
  return rolesAllow(viewer.positionId);
}

function rolesAllow(positionId: string | Placeholder | null): SQL {
  return sql`(not exists (select 1 from ${eventVisibleRoles} where ${eventVisibleRoles.eventId} = ${events.id})${
    positionId
      ? sql` or exists (select 1 from ${eventVisibleRoles} where ${eventVisibleRoles.eventId} = ${events.id}
                 and ${eventVisibleRoles.positionTypeId} = ${positionId})`
      : sql``
  })`;
}

/**
 * True when the viewer sees every event of the company (a role that sees all company items):
 * the rule is then the company's events that are not archived, and the status cards read the
 * company's counts (status-counts.ts). A condition added to the rule for these viewers must be
 * kept in those counts too (the triggers of migration 0015 skip archived events).
 */
export function seesEveryEvent(viewer: CompanyContext): boolean {
  return viewer.seesAllCompanyItems;
}

/** One event the viewer may see, with its status; 404 for an unknown, another company's, a hidden or an archived one. */
export async function visibleEvent(
  db: Runner,
  viewer: CompanyContext,
  eventId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ id: string; status: number; isSopComplete: boolean; propertyId: string }> {
  const query = db
    .select({
      id: events.id,
      status: events.status,
      isSopComplete: events.isSopComplete,
      propertyId: events.propertyId,
    })
    .from(events)
    .where(and(await visibleEventsWhere(db, viewer), eq(events.id, eventId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}
