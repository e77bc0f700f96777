import { lazy, type ReactNode, Suspense } from 'react';
import { BarChart } from '../../widgets/bar-chart/BarChart.tsx';
import type { ChartDatum } from './chart-data.ts';

// Shown only when there is nothing to chart: fetched then, not with the page.
const Empty = lazy(() => import('antd/es/empty/index.js'));

const noEvents: ReactNode = (
  // No events yet: zero counts above and an empty chart, not an error.
  <Suspense fallback={null}>
    <Empty description="No events to chart yet." />
  </Suspense>
);

/**
 * The 'Event Details' chart: event counts by event type, each bar split by category (categories
 * belong to one type each, so a stacked bar is its type's total). Drawn in plain SVG
 * (widgets/bar-chart), not with @ant-design/charts (~420 KB gzip), so the first page after
 * sign-in never loads the charts library (issue 26); only the analytics dashboard does.
 */
export function EventDetailsChart({ data }: { data: readonly ChartDatum[] }) {
  return (
    <BarChart
      data={data.map((point) => ({ x: point.type, series: point.category, value: point.eventCount }))}
      label="Event counts by event type and category"
      xTitle="Event type"
      yTitle="Events"
      empty={noEvents}
    />
  );
}
