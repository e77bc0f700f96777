import { Alert, Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import {
  ANALYTICS_MESSAGES,
  type AnalyticsFilter,
  filterFromSearch,
  periodLabel,
  searchOfFilter,
} from '../../../domain/analytics/analytics-range.ts';
import { dayOf } from '../../../domain/common/calendar-date.ts';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams.toString(), dayOf(new Date()));
  const { data, isPending, isError, isFetching, refetch } = useAnalytics(filter);
  const change = (next: AnalyticsFilter) => setSearchParams(new URLSearchParams(searchOfFilter(next)));

  return (
    <Flex vertical gap={16} component="section" aria-label="Analytics dashboard" aria-busy={isFetching}>
      <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
      {data?.assignedToNoProperty ? (
        // Nothing to filter or draw: the figures of no property are empty whatever the range.
        <Alert type="info" showIcon message={ANALYTICS_MESSAGES.notAssigned} />
      ) : (
        <>
          <AnalyticsFilterBar filter={filter} propertyName={data?.property?.name ?? null} onChange={change} />
          {isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : isError ? (
            <Alert
              type="warning"
              showIcon
              message="The dashboard could not be loaded."
              action={<Button onClick={() => void refetch()}>Retry</Button>}
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
  const range = `${periodLabel(data.from, 'day')} – ${periodLabel(data.to, 'day')}`;
  const where = data.property ? ` at ${data.property.name}` : '';
  if (!hasAnyFigures(data)) {
    return (
      <Empty
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>
              No events or claims{where} between {range}.
            </Typography.Text>
            <Typography.Text type="secondary">
              Events appear here as they are reported, claims as they are filed. Try a longer date range or all
              properties.
            </Typography.Text>
          </Flex>
        }
      />
    );
  }
  const sop = sopSummary(data);
  const noEvents = `No events${where} between ${range}.`;
  const tasks = showsTaskFigures(data);
  return (
    <Row gutter={[16, 16]}>
      <Col {...half}>
        <FigureCard
          title="Events by type"
          kind="stacked"
          figures={eventsByTypeFigures(data)}
          fileName="events-by-type"
          empty={noEvents}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title="Events by status"
          kind="stacked"
          figures={eventsByStatusFigures(data)}
          fileName="events-by-status"
          empty={noEvents}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title="Open events by property (top 10)"
          kind="bars"
          figures={openByPropertyFigures(data)}
          fileName="open-events-by-property"
          empty={`Every event${where} between ${range} is Complete.`}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title="Events by severity"
          kind="donut"
          figures={severityFigures(data)}
          fileName="events-by-severity"
          empty={noEvents}
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title="SOP completion"
          kind="stacked"
          figures={sopCompletionFigures(data)}
          fileName="sop-completion"
          empty={noEvents}
          summary={
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {sop.complete.toLocaleString('en-US')} complete, {sop.incomplete.toLocaleString('en-US')} not complete (
              {sop.rate}
              ); average time from report to SOP complete: {sop.average}.
            </Typography.Paragraph>
          }
        />
      </Col>
      <Col {...half}>
        <FigureCard
          title="Time to complete SOP"
          kind="line"
          figures={sopTimeFigures(data)}
          fileName="sop-time-to-complete"
          empty={`No SOP was completed for the events${where} between ${range}.`}
        />
      </Col>
      {/* Beside the tasks chart when there is one: a full row each made the page a screen longer. */}
      <Col {...(tasks ? half : { xs: 24 })}>
        <FigureCard
          title="Claims by month: total loss vs settlement"
          kind="grouped-money"
          figures={claimsFigures(data)}
          fileName="claims-by-month"
          empty={`No claims${where} with a claim date between ${range}.`}
        />
      </Col>
      {tasks && (
        <Col {...half}>
          <FigureCard
            title="Tasks done on time vs overdue"
            kind="stacked"
            figures={tasksFigures(data)}
            fileName="tasks-on-time-vs-overdue"
            empty={`No routine task${where} due between ${range} has been done or is overdue. Tasks count once done or once their due day is over.`}
          />
        </Col>
      )}
    </Row>
  );
}
