import { and, count, eq } from 'drizzle-orm';
import type { dashboardEndpoints } from '../../../../schemas/dashboard.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { EVENT_STATUSES } from '../../../domain/event-status.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { eventCategories, events, eventTypes } from '../../db/schema/index.ts';

type Dashboard = ReplyOf<typeof dashboardEndpoints.dashboard>;
type EventStatistic = Required<Dashboard['eventStatistics'][number]>;
type EventReport = Required<Dashboard['eventReports'][number]>;

/** GET /dashboard: the home page's status cards and the 'Event Details' chart data. */
export async function getDashboard(ctx: ServiceContext): Promise<Dashboard> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [statistics, reports] = await Promise.all([eventStatistics(db, companyId), eventReports(db, companyId)]);
  return { eventStatistics: statistics, eventReports: reports };
}

/** Counts per status: one card for all events (statusType null), then one per status value. */
async function eventStatistics(db: Runner, companyId: string): Promise<EventStatistic[]> {
  const rows = await db
    .select({ status: events.status, eventCount: count() })
    .from(events)
    .where(eq(events.companyId, companyId))
    .groupBy(events.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.eventCount)]));
  const total = rows.reduce((sum, row) => sum + Number(row.eventCount), 0);
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

/** Event counts grouped by event type and category, for the 'Event Details' chart. */
async function eventReports(db: Runner, companyId: string): Promise<EventReport[]> {
  const rows = await db
    .select({ type: eventTypes.name, category: eventCategories.name, eventCount: count() })
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, and(eq(eventCategories.id, events.eventCategoryId)))
    .where(eq(events.companyId, companyId))
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
