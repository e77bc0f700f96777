import { Column } from '@ant-design/charts';
import type { ChartDatum } from './chart-data.ts';

/**
 * The 'Event Details' chart: event counts grouped by event type, split by category. This module pulls
 * in @ant-design/charts (~426 KB gzip), so it is only ever imported lazily.
 */
export function EventDetailsChart({ data }: { data: readonly ChartDatum[] }) {
  return (
    <div role="img" aria-label="Event counts by event type and category">
      <Column
        data={[...data]}
        xField="type"
        yField="eventCount"
        colorField="category"
        // Categories belong to one event type each: stacking shows each type's total split by
        // category, where side-by-side bars would leave empty slots for other types' categories.
        stack
        height={320}
        axis={{ y: { title: 'Events' }, x: { title: 'Event type' } }}
        legend={{ color: { position: 'bottom' } }}
      />
    </div>
  );
}
