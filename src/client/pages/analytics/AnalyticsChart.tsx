import { Bar, Column, Line, Pie } from '@ant-design/charts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { translate } from '../../i18n/language.ts';
import { axisLabels } from './analytics-axis.ts';
import type { ChartPoint } from './analytics-charts.ts';
import { useElementWidth } from './use-element-width.ts';

/** How a card draws its points. */
export type ChartKind = 'stacked' | 'grouped-money' | 'bars' | 'donut' | 'line';

const money = (value: unknown) => formatUsd(Number(value));
/** Counts have whole ticks only (no 0.5 event). */
const wholeTicks = (value: unknown) => (Number.isInteger(Number(value)) ? String(value) : '');
/** What the y axis and the chart's padding take from the width, by kind (dollar ticks are the widest). */
const Y_AXIS_PX: Partial<Record<ChartKind, number>> = { stacked: 48, 'grouped-money': 96, line: 64 };

/**
 * The period axis for the width the chart has: short labels, every n-th when they would
 * otherwise touch (analytics-axis.ts); never rotated, never hidden by the library's own guess.
 */
function periodAxis(points: readonly ChartPoint[], kind: ChartKind, width: number) {
  const shown = axisLabels([...new Set(points.map((point) => point.x))], width - (Y_AXIS_PX[kind] ?? 0));
  const labelFormatter = (value: unknown) => shown.get(String(value)) ?? String(value);
  return { labelFormatter, labelAutoRotate: false, labelAutoHide: false, title: false } as const;
}

interface Props {
  kind: ChartKind;
  points: ChartPoint[];
  label: string;
  height: number;
}

/**
 * One chart of the analytics dashboard. This module pulls in @ant-design/charts (~426 KB gzip):
 * it is only ever imported lazily, after the page and its tables are on screen. The drawing is
 * an image to assistive technology; the table under it holds the same figures.
 */
export function AnalyticsChart({ kind, points, label, height }: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} role="img" aria-label={label} style={{ minHeight: height }}>
      {/* Drawn once the width is known: the axis labels are then right from the first frame. */}
      {width > 0 && <Drawing kind={kind} points={points} height={height} width={width} />}
    </div>
  );
}

function Drawing({ kind, points, height, width }: Omit<Props, 'label'> & { width: number }) {
  const data = [...points];
  const legend = { color: { position: 'bottom' as const } };
  switch (kind) {
    case 'stacked':
      return (
        <Column
          data={data}
          xField="x"
          yField="value"
          colorField="series"
          stack
          height={height}
          legend={legend}
          axis={{ x: periodAxis(points, kind, width), y: { labelFormatter: wholeTicks, title: false } }}
        />
      );
    case 'grouped-money':
      return (
        <Column
          data={data}
          xField="x"
          yField="value"
          colorField="series"
          group
          height={height}
          legend={legend}
          axis={{ x: periodAxis(points, kind, width), y: { labelFormatter: money, title: false } }}
          tooltip={{ items: [{ channel: 'y', valueFormatter: money }] }}
        />
      );
    case 'bars':
      return (
        <Bar
          data={data}
          xField="x"
          yField="value"
          height={height}
          axis={{ x: { title: false }, y: { labelFormatter: wholeTicks, title: false } }}
        />
      );
    case 'donut':
      return <Pie data={data} angleField="value" colorField="x" innerRadius={0.6} height={height} legend={legend} />;
    case 'line':
      return (
        <Line
          data={data}
          xField="x"
          yField="value"
          point
          height={height}
          axis={{ x: periodAxis(points, kind, width), y: { title: translate(analyticsText, 'hours') } }}
        />
      );
  }
}
