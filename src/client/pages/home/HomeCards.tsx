import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.ts';
import * as Typography from '../../vendor/light-typography.tsx';
import { cardDescription, cardTitle, type HomeCard } from './home-cards.ts';
import { HOME_ICONS } from './home-icons.tsx';

/**
 * The home shortcuts on wider screens: one card per allowed destination. A card's link is named by
 * what it shows, its title and description (WCAG 2.5.3 label in name).
 */
export function HomeCards({ cards }: { cards: readonly HomeCard[] }) {
  useLanguage();
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Link to={card.path} className="home-card-link">
            <Card hoverable className="home-card">
              <span className="home-card-icon" aria-hidden>
                {HOME_ICONS[card.icon]}
              </span>
              <Typography.Title level={4} style={{ margin: '8px 0 4px' }}>
                {cardTitle(card)}
              </Typography.Title>
              <Typography.Text type="secondary">{cardDescription(card)}</Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
