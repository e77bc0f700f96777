import { count, eq, type SQL } from 'drizzle-orm';
import type { dashboardEndpoints } from '../../../../schemas/dashboard.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { eventCategories, events, eventTypes } from '../../db/schema/index.ts';
import { eventStatistics } from '../events/list.ts';
import { visibleEventsWhere } from '../events/visibility.ts';

type Dashboard = ReplyOf<typeof dashboardEndpoints.dashboard>;
type EventReport = Required<Dashboard['eventReports'][number]>;

/** GET /dashboard: the home page's status cards and the 'Event Details' chart data. */
export async function getDashboard(ctx: ServiceContext): Promise<Dashboard> {
  const { db } = ctx;
  // The cards and the chart count what the events list shows (the one visibility rule): each card links to it.
  const visible = await visibleEventsWhere(db, ctx.company);
  const [statistics, reports] = await Promise.all([eventStatistics(ctx), eventReports(db, visible)]);
  return { eventStatistics: statistics, eventReports: reports };
}

/** Event counts grouped by event type and category, for the 'Event Details' chart (the events the member may see). */
async function eventReports(db: Runner, visible: SQL): Promise<EventReport[]> {
  const rows = await db
    .select({ type: eventTypes.name, category: eventCategories.name, eventCount: count() })
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .where(visible)
    .groupBy(eventTypes.name, eventCategories.name)
    .orderBy(eventTypes.name, eventCategories.name);
  const reports = new Map<string, EventReport>();
  for (const row of rows) {
    const report = reports.get(row.type) ?? { type: row.type, eventCategoryReports: [] };
    report.eventCategoryReports.push({ category: row.category ?? 'Uncategorized', eventCount: Number(row.eventCount) });
    reports.set(row.type, report);
  }
  return [...reports.values()];
}
