import type { EventReport } from './use-dashboard.ts';

export interface ChartDatum {
  type: string;
  category: string;
  eventCount: number;
}

/** One bar per event type and category, for the grouped 'Event Details' chart. */
export function chartData(reports: readonly EventReport[]): ChartDatum[] {
  return reports.flatMap((report) =>
    report.eventCategoryReports.map((entry) => ({
      type: report.type,
      category: entry.category,
      eventCount: entry.eventCount,
    })),
  );
}
