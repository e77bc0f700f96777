import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { periodLabel } from '../../../domain/analytics/analytics-range.ts';
import { eventsListPath, STATUS_FILTER_ALL, STATUS_FILTER_OPEN } from '../../../domain/events/events-list-filters.ts';
import { sundayWeekStart } from '../../../domain/tasks/routine-task-status.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { useText } from '../../i18n/language.ts';
import { BESPOKE_ROUTES } from '../../rules/app-routes.ts';
import { mayOpen } from '../../rules/navigation.ts';
import { useSession } from '../../session/session-context.ts';
import { ROUTINE_TASK_PATHS } from '../routine-tasks/routine-task-paths.ts';
import { type Headline, type HeadlineFigures, type HeadlineKey, headlines } from './analytics-headlines.ts';

/**
 * The list each headline counts, where one exists: the events list not Complete; every event,
 * newest first (this week's lead it); the Tasks screen's week, whose Overdue section lists the
 * chosen property's overdue tasks (without one, the screen asks for a property). No list holds
 * just the open claims (the claims report reads a claim-date range): that figure links nowhere.
 */
const LISTS: Record<HeadlineKey, ((figures: HeadlineFigures, propertyId: string | null) => string) | null> = {
  openEvents: () => eventsListPath(STATUS_FILTER_OPEN),
  newThisWeek: () => eventsListPath(STATUS_FILTER_ALL),
  openClaims: null,
  overdueTasks: (figures, propertyId) =>
    ROUTINE_TASK_PATHS.tasks(propertyId, propertyId ? sundayWeekStart(figures.today) : null),
};

function HeadlineCard({ headline, path }: { headline: Headline; path: string | null }) {
  const card = (
    <Card size="small" hoverable={path !== null} className="statistic-card">
      <Statistic title={headline.title} value={headline.value} />
      <Typography.Text type="secondary">{headline.detail}</Typography.Text>
    </Card>
  );
  if (!path) return card;
  return (
    // Named by what it shows (WCAG 2.5.3 label in name): the card's title, figure and detail.
    <Link to={path} className="statistic-link">
      {card}
    </Link>
  );
}

interface Props {
  figures: HeadlineFigures;
  propertyId: string | null;
  /** The chosen property's name, or null for every property. */
  propertyName: string | null;
}

/** The dashboard's figures of today, above the charts of the range; each opens its list when the user may open it. */
export function AnalyticsHeadlines({ figures, propertyId, propertyName }: Props) {
  const t = useText(analyticsText);
  const { permissions, features } = useSession();
  const pathOf = (key: HeadlineKey) => {
    const path = LISTS[key]?.(figures, propertyId) ?? null;
    return path && mayOpen({ permissions, features }, BESPOKE_ROUTES, path) ? path : null;
  };
  const where = propertyName ? t('atProperty', { property: propertyName }) : '';
  return (
    <section aria-label={t('todaysFigures')}>
      <Typography.Text type="secondary">{t('asOf', { day: periodLabel(figures.today, 'day'), where })}</Typography.Text>
      <Row gutter={[12, 12]} style={{ marginTop: 4 }}>
        {headlines(figures).map((headline) => (
          <Col key={headline.key} xs={12} md={6}>
            <HeadlineCard headline={headline} path={pathOf(headline.key)} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
