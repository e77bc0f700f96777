import { Card, Col, Row, Statistic } from 'antd';
// The ribbon alone: antd's Badge export brings the count badge (and its scrolling numbers) too.
import Ribbon from 'antd/es/badge/Ribbon.js';
import { Link } from 'react-router';
import { EVENT_STATUS_NEW } from '../../../domain/events/event-status.ts';
import { eventsListPath, isStatusFilter } from '../../../domain/events/events-list-filters.ts';
import type { EventStatistic } from './use-dashboard.ts';

/** The events list filtered by the card's status; the all-events card asks for all (-1), not the stored filters. */
function eventsLink(statusType: number | null): string {
  return eventsListPath(statusType !== null && isStatusFilter(statusType) ? statusType : null);
}

function StatisticCard({ statistic }: { statistic: EventStatistic }) {
  const card = (
    <Card hoverable size="small" className="statistic-card">
      <Statistic title={statistic.displayName} value={statistic.eventCount} />
    </Card>
  );
  return (
    // Named by what it shows, the status and its count (WCAG 2.5.3 label in name): 'New 3'.
    <Link to={eventsLink(statistic.statusType)} className="statistic-link">
      {/* Status 0 is 'New' and carries the 'NEW!' badge (spec 000 §4), which only repeats the status. */}
      {statistic.statusType === EVENT_STATUS_NEW ? (
        <Ribbon text={<span aria-hidden>NEW!</span>} color="red">
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
