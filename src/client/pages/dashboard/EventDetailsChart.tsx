import { lazy, type ReactNode, Suspense } from 'react';
import { homeText } from '../../i18n/en/home.ts';
import { useText } from '../../i18n/language.ts';
import { BarChart } from '../../widgets/bar-chart/BarChart.tsx';
import type { ChartDatum } from './chart-data.ts';

// Shown only when there is nothing to chart: fetched then, not with the page.
const Empty = lazy(() => import('antd/es/empty/index.js'));

/** No events yet: zero counts above and an empty chart, not an error. */
function noEvents(description: string): ReactNode {
  return (
    <Suspense fallback={null}>
      <Empty description={description} />
    </Suspense>
  );
}

/**
 * The 'Event Details' chart: event counts by event type, each bar split by category (categories
 * belong to one type each, so a stacked bar is its type's total). Drawn in plain SVG
 * (widgets/bar-chart), not with @ant-design/charts (~420 KB gzip), so the first page after
 * sign-in never loads the charts library (issue 26); only the analytics dashboard does.
 */
export function EventDetailsChart({ data }: { data: readonly ChartDatum[] }) {
  const t = useText(homeText);
  return (
    <BarChart
      data={data.map((point) => ({ x: point.type, series: point.category, value: point.eventCount }))}
      label={t('chartLabel')}
      xTitle={t('chartEventType')}
      yTitle={t('chartEvents')}
      empty={noEvents(t('noEventsToChart'))}
    />
  );
}
