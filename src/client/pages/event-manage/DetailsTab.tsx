import { Col, Row } from 'antd';
import { EventCard } from './EventCard.tsx';
import { EventImagesPanel } from './EventImagesPanel.tsx';
import type { EventForDisplay } from './event-manage-api.ts';
import { PrivacyCard } from './PrivacyCard.tsx';
import { SopQuestions } from './SopQuestions.tsx';
import { StatusForm } from './StatusForm.tsx';
import { useDetailsForm } from './use-details-form.ts';

/**
 * The Details tab (spec 001 §2): the event card, the privacy card and the status / location /
 * management report form (one Save for both), the SOP answers and the event's images.
 */
export function DetailsTab({ event }: { event: EventForDisplay }) {
  const form = useDetailsForm(event);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <EventCard event={event} />
          </Col>
          <Col span={24}>
            <PrivacyCard form={form} initiallyExpanded={event.visibleToPositionTypes.length > 0} />
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={12}>
        <StatusForm event={event} form={form} />
      </Col>
      <Col span={24}>
        <SopQuestions event={event} />
      </Col>
      <Col span={24}>
        <EventImagesPanel event={event} />
      </Col>
    </Row>
  );
}
