import { Alert, Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import {
  type AnalyticsFilter,
  filterFromSearch,
  periodLabel,
  searchOfFilter,
} from '../../../domain/analytics/analytics-range.ts';
import { dayOf } from '../../../domain/common/calendar-date.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { translate, useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { AnalyticsHeadlines } from './AnalyticsHeadlines.tsx';
import {
  claimsFigures,
  eventsByStatusFigures,
  eventsByTypeFigures,
  hasAnyFigures,
  openByPropertyFigures,
  severityFigures,
  sopCompletionFigures,
  sopSummary,
  sopTimeFigures,
} from './analytics-charts.ts';
import { showsTaskFigures, tasksFigures } from './analytics-task-charts.ts';
import { FigureCard } from './FigureCard.tsx';
import { type Analytics, useAnalytics } from './use-analytics.ts';

const half = { xs: 24, xl: 12 } as const;

/**
 * /bold-dashboard (viewDashboard): the company's analytics — headline figures of today (open
 * events, new this week, open claims and their total, overdue tasks), then events over time by
 * type and by status, open events by property, SOP completion and time to complete, severity,
 * claims and their costs, routine tasks done on time vs overdue (with the feature) — for a range
 * of days and a property kept in the address (`?from=…&to=…&propertyId=…`), so a view can be
 * shared or reloaded. Each chart has its figures as a folded table and a CSV. A viewer who sees
 * no property is told so, not offered figures that can only be empty.
 */
export function AnalyticsPage({ title }: PageProps) {
  const t = useText(analyticsText);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams.toString(), dayOf(new Date()));
  const { data, isPending, isError, isFetching, refetch } = useAnalytics(filter);
  const change = (next: AnalyticsFilter) => setSearchParams(new URLSearchParams(searchOfFilter(next)));

  return (
    <Flex vertical gap={16} component="section" aria-label={t('analyticsDashboard')} aria-busy={isFetching}>
      <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
      {data?.assignedToNoProperty ? (
        // Nothing to filter or draw: the figures of no property are empty whatever the range.
        <Alert type="info" showIcon message={translate(apiMessagesText, 'analyticsNotAssigned')} />
      ) : (
        <>
          <AnalyticsFilterBar filter={filter} propertyName={data?.property?.name ?? null} onChange={change} />
          {isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : isError ? (
            <Alert
              type="warning"
              showIcon
              message={t('dashboardNotLoaded')}
              action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
            />
          ) : (
            <>
              <AnalyticsHeadlines
                figures={data.headlines}
                propertyId={data.property?.id ?? null}
                propertyName={data.property?.name ?? null}
              />
              <Figures data={data} />
            </>
          )}
        </>
      )}
    </Flex>
  );
}

function Figures({ data }: { data: Analytics }) {
  const t = useText(analyticsText);
  const range = `${periodLabel(data.from, 'day')} – ${periodLabel(data.to, 'day')}`;
  const where = data.property ? t('atProperty', { property: data.property.name }) : '';
  if (!hasAnyFigures(data)) {
    return (
      <Empty
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('noEventsOrClaims', { where, range })}</Typography.Text>
            <Typography.Text type="secondary">{t('emptyHint')}</Typography.Text>
          </Flex>
        }
      />
    );
  }
  const sop = sopSummary(data);
  const noEvents = t('noEvents', { where, range });
  const tasks = showsTaskFigures(data);
  return (
    <Row gutter={[16, 16]}>
      <Col {...half}>
        <FigureCard
          title={t('eventsByType')}
          kind="stacked"
          figures={eventsByTypeFigures(data)}
          fileName="events-by-type"
          empty={noEvents}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title={t('eventsByStatus')}
          kind="stacked"
          figures={eventsByStatusFigures(data)}
          fileName="events-by-status"
          empty={noEvents}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title={t('openByProperty')}
          kind="bars"
          figures={openByPropertyFigures(data)}
          fileName="open-events-by-property"
          empty={t('everyEventComplete', { where, range })}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title={t('eventsBySeverity')}
          kind="donut"
          figures={severityFigures(data)}
          fileName="events-by-severity"
          empty={noEvents}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title={t('sopCompletion')}
          kind="stacked"
          figures={sopCompletionFigures(data)}
          fileName="sop-completion"
          empty={noEvents}
          summary={
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('sopSummary', {
                complete: sop.complete.toLocaleString('en-US'),
                incomplete: sop.incomplete.toLocaleString('en-US'),
                rate: sop.rate,
                average: sop.average,
              })}
            </Typography.Paragraph>
          }
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title={t('timeToCompleteSop')}
          kind="line"
          figures={sopTimeFigures(data)}
          fileName="sop-time-to-complete"
          empty={t('noSopCompleted', { where, range })}
        />
      </Col>
      {/* Beside the tasks chart when there is one: a full row each made the page a screen longer. */}
      <Col {...(tasks ? half : { xs: 24 })}>
        <FigureCard
          title={t('claimsByMonth')}
          kind="grouped-money"
          figures={claimsFigures(data)}
          fileName="claims-by-month"
          empty={t('noClaims', { where, range })}
        />
      </Col>
      {tasks && (
        <Col {...half}>
          <FigureCard
            title={t('tasksOnTime')}
            kind="stacked"
            figures={tasksFigures(data)}
            fileName="tasks-on-time-vs-overdue"
            empty={t('noTasks', { where, range })}
          />
        </Col>
      )}
    </Row>
  );
}
