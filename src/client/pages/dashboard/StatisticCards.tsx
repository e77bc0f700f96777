import { Card, Col, Row, Statistic } from 'antd';
// The ribbon alone: antd's Badge export brings the count badge (and its scrolling numbers) too.
import Ribbon from 'antd/es/badge/Ribbon.js';
import { Link } from 'react-router';
import { EVENT_STATUS_NEW } from '../../../domain/events/event-status.ts';
import { eventsListPath, isStatusFilter } from '../../../domain/events/events-list-filters.ts';
import { eventStatusText } from '../../../domain/i18n/en/event-status.ts';
import { translate, useLanguage } from '../../i18n/language.ts';
import type { EventStatistic } from './use-dashboard.ts';

/** The events list filtered by the card's status; the all-events card asks for all (-1), not the stored filters. */
function eventsLink(statusType: number | null): string {
  return eventsListPath(statusType !== null && isStatusFilter(statusType) ? statusType : null);
}

/**
 * A card's status in the app's language: the server words it (spec English); another language's
 * words come from the catalogue by status value (the all-events card has none).
 */
function statusName(statistic: EventStatistic): string {
  const key = statistic.statusType === null ? 'all' : String(statistic.statusType);
  return key in eventStatusText.en
    ? translate(eventStatusText, key as keyof typeof eventStatusText.en)
    : statistic.displayName;
}

function StatisticCard({ statistic }: { statistic: EventStatistic }) {
  const card = (
    <Card hoverable size="small" className="statistic-card">
      <Statistic title={statusName(statistic)} value={statistic.eventCount} />
    </Card>
  );
  return (
    // Named by what it shows, the status and its count (WCAG 2.5.3 label in name): 'New 3'.
    <Link to={eventsLink(statistic.statusType)} className="statistic-link">
      {/* Status 0 is 'New' and carries the 'NEW!' badge (spec 000 §4), which only repeats the status. */}
      {statistic.statusType === EVENT_STATUS_NEW ? (
        <Ribbon text={<span aria-hidden>{translate(eventStatusText, 'newBadge')}</span>} color="red">
          {card}
        </Ribbon>
      ) : (
        card
      )}
    </Link>
  );
}

/** One card per event status (null = all events), each opening the events list filtered by it. */
export function StatisticCards({ statistics }: { statistics: readonly EventStatistic[] }) {
  useLanguage();
  const ordered = [...statistics].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <Row gutter={[12, 12]}>
      {ordered.map((statistic) => (
        <Col key={statistic.orderIndex} xs={12} sm={8} md={6} xl={3}>
          <StatisticCard statistic={statistic} />
        </Col>
      ))}
    </Row>
  );
}
