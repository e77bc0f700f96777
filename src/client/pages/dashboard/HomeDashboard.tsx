import { Button, Card, Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { homeText } from '../../i18n/en/home.ts';
import { useText } from '../../i18n/language.ts';
import * as Typography from '../../vendor/light-typography.tsx';
import { chartData } from './chart-data.ts';
import { EventDetailsChart } from './EventDetailsChart.tsx';
import { StatisticCards } from './StatisticCards.tsx';
import { useDashboard } from './use-dashboard.ts';

// Shown only when loading fails: fetched then, not with the page.
const Alert = lazy(() => import('antd/es/alert/index.js'));

/** The home dashboard (Home and /dashboard): status cards and the 'Event Details' chart. */
export function HomeDashboard() {
  const { data, isPending, isError, refetch } = useDashboard();
  const t = useText(homeText);

  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) {
    return (
      <Suspense fallback={null}>
        <Alert
          type="warning"
          showIcon
          message={t('dashboardFailed')}
          action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
        />
      </Suspense>
    );
  }
  return (
    <Flex vertical gap={16} component="section" aria-label={t('homeDashboard')}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('eventsAtAGlance')}
      </Typography.Title>
      <StatisticCards statistics={data.eventStatistics} />
      <Card title={t('eventDetails')}>
        <EventDetailsChart data={chartData(data.eventReports)} />
      </Card>
    </Flex>
  );
}
