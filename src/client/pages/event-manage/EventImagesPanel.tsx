import { Card } from 'antd';
import type { EventForDisplay } from './event-manage-api.ts';
import { MediaStrip } from './MediaStrip.tsx';

/** The event's images (spec 001 §2). */
export function EventImagesPanel({ event }: { event: EventForDisplay }) {
  return (
    <Card title="Images" size="small">
      <MediaStrip media={event.images} />
    </Card>
  );
}
