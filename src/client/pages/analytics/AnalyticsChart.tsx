import { Bar, Column, Line, Pie } from '@ant-design/charts';
import type { ChartPoint } from '../../../domain/analytics-charts.ts';
import { formatUsd } from '../../../domain/currency.ts';

/** How a card draws its points. */
export type ChartKind = 'stacked' | 'grouped-money' | 'bars' | 'donut' | 'line';

const HEIGHT = 280;
const money = (value: unknown) => formatUsd(Number(value));
/** Counts have whole ticks only (no 0.5 event). */
const wholeTicks = (value: unknown) => (Number.isInteger(Number(value)) ? String(value) : '');
/** Days along the axis without their year ('09/02'); the table and the tooltip keep the full date. */
const shortDay = (value: unknown) =>
  typeof value === 'string' && /^\d\d\/\d\d\/\d{4}$/.test(value) ? value.slice(0, 5) : String(value);
const periodAxis = { labelFormatter: shortDay, labelAutoRotate: false, labelAutoHide: true, title: false } as const;

/**
 * One chart of the analytics dashboard. This module pulls in @ant-design/charts (~426 KB gzip):
 * it is only ever imported lazily, after the page and its tables are on screen. The drawing is
 * an image to assistive technology; the table beside it holds the same figures.
 */
export function AnalyticsChart({ kind, points, label }: { kind: ChartKind; points: ChartPoint[]; label: string }) {
  const data = [...points];
  const legend = { color: { position: 'bottom' as const } };
  return (
    <div role="img" aria-label={label}>
      {kind === 'stacked' && (
        <Column
          data={data}
          xField="x"
          yField="value"
          colorField="series"
          stack
          height={HEIGHT}
          legend={legend}
          axis={{ x: periodAxis, y: { labelFormatter: wholeTicks, title: false } }}
        />
      )}
      {kind === 'grouped-money' && (
        <Column
          data={data}
          xField="x"
          yField="value"
          colorField="series"
          group
          height={HEIGHT}
          legend={legend}
          axis={{ x: periodAxis, y: { labelFormatter: money, title: false } }}
          tooltip={{ items: [{ channel: 'y', valueFormatter: money }] }}
        />
      )}
      {kind === 'bars' && (
        <Bar
          data={data}
          xField="x"
          yField="value"
          height={HEIGHT}
          axis={{ x: { title: false }, y: { labelFormatter: wholeTicks, title: false } }}
        />
      )}
      {kind === 'donut' && (
        <Pie data={data} angleField="value" colorField="x" innerRadius={0.6} height={HEIGHT} legend={legend} />
      )}
      {kind === 'line' && (
        <Line
          data={data}
          xField="x"
          yField="value"
          point
          height={HEIGHT}
          axis={{ x: periodAxis, y: { title: 'Hours' } }}
        />
      )}
    </div>
  );
}
