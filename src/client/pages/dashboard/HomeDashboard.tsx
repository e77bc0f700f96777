import { Button, Card, Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import * as Typography from '../../vendor/light-typography.tsx';
import { chartData } from './chart-data.ts';
import { StatisticCards } from './StatisticCards.tsx';
import { useDashboard } from './use-dashboard.ts';

// The charts library is large: its own chunk, fetched after the cards are on screen.
// Shown only when loading fails or there is nothing to chart: fetched then, not with the page.
const Alert = lazy(() => import('antd/es/alert/index.js'));
const Empty = lazy(() => import('antd/es/empty/index.js'));
const EventDetailsChart = lazy(() => import('./EventDetailsChart.tsx').then((m) => ({ default: m.EventDetailsChart })));

/** The home dashboard (Home and /dashboard): status cards and the 'Event Details' chart. */
export function HomeDashboard() {
  const { data, isPending, isError, refetch } = useDashboard();

  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) {
    return (
      <Suspense fallback={null}>
        <Alert
          type="warning"
          showIcon
          message="The dashboard could not be loaded."
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      </Suspense>
    );
  }
  const points = chartData(data.eventReports);
  return (
    <Flex vertical gap={16} component="section" aria-label="Home dashboard">
      <Typography.Title level={3} style={{ margin: 0 }}>
        Events at a glance
      </Typography.Title>
      <StatisticCards statistics={data.eventStatistics} />
      <Card title="Event Details">
        {points.some((point) => point.eventCount > 0) ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
            <EventDetailsChart data={points} />
          </Suspense>
        ) : (
          // No events yet: zero counts above and an empty chart, not an error.
          <Suspense fallback={null}>
            <Empty description="No events to chart yet." />
          </Suspense>
        )}
      </Card>
    </Flex>
  );
}
