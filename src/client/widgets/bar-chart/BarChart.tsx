import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import {
  type BarChartDatum,
  barChartLayout,
  barChartSummary,
  FONT_SIZE,
  hasValues,
  labelLineY,
  xTitleY,
} from './bar-chart-layout.ts';

export type { BarChartDatum } from './bar-chart-layout.ts';

/** Until the element is measured (and in server rendering) the drawing is laid out this wide and scaled. */
const DEFAULT_WIDTH = 640;
/** Tick labels in the theme's secondary text colour (4.5:1 or more on white; src/client/shell/theme.ts). */
const AXIS_TEXT = '#5f6b76';
const GRID = '#e5e7eb';

interface Props {
  data: readonly BarChartDatum[];
  /** What the chart shows, the start of its accessible name ("Event counts by event type and category"). */
  label: string;
  xTitle: string;
  yTitle: string;
  /** Shown instead of the chart when no value is above zero. */
  empty: ReactNode;
}

/** The element's width, kept as it resizes (a phone turned, a column stacking). */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * A stacked bar (column) chart in plain SVG: one bar per x, split by series, whole-number ticks,
 * axis titles and a legend; no chart library. It is one image to assistive technology, named by
 * `label` and every bar's figures in words; each part of a bar shows its figure as a tooltip
 * (SVG <title>). Drawn at the width it has, so text keeps its size and a phone never scrolls sideways.
 */
export function BarChart({ empty, ...props }: Props) {
  return hasValues(props.data) ? <Drawing {...props} /> : empty;
}

function Drawing({ data, label, xTitle, yTitle }: Omit<Props, 'empty'>) {
  const [ref, measured] = useWidth<HTMLDivElement>();
  const layout = barChartLayout(data, measured || DEFAULT_WIDTH);
  const { plot } = layout;
  return (
    <div ref={ref} role="img" aria-label={barChartSummary(label, data)}>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        aria-hidden="true"
        fontSize={FONT_SIZE}
        style={{ display: 'block', height: 'auto', overflow: 'visible' }}
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              stroke={tick.value === 0 ? '#c9ced6' : GRID}
              strokeDasharray={tick.value === 0 ? undefined : '3 3'}
            />
            <text x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end" fill={AXIS_TEXT}>
              {tick.value}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.label}>
            {/* Crisp: parts that meet at a fraction of a pixel show no light seam between them. */}
            {bar.segments.map((segment) => (
              <rect
                key={segment.series}
                x={segment.x}
                y={segment.y}
                width={segment.width}
                height={segment.height}
                fill={segment.color}
                shapeRendering="crispEdges"
              >
                <title>{`${bar.label}, ${segment.series}: ${segment.value}`}</title>
              </rect>
            ))}
            <text x={bar.center} textAnchor="middle" fill={AXIS_TEXT}>
              <title>{`${bar.label}: ${bar.total}`}</title>
              {bar.lines.map((line, index) => (
                <tspan key={line} x={bar.center} y={labelLineY(layout, index)}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        ))}
        <text x={(plot.left + plot.right) / 2} y={xTitleY(layout)} textAnchor="middle" fill="currentColor">
          {xTitle}
        </text>
        <text
          transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          fill="currentColor"
        >
          {yTitle}
        </text>
      </svg>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4px 16px',
          margin: '8px 0 0',
          padding: 0,
          listStyle: 'none',
          fontSize: FONT_SIZE,
        }}
      >
        {layout.legend.map((entry) => (
          <li key={entry.series} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 10, height: 10, borderRadius: 2, background: entry.color, flex: 'none' }} />
            {entry.series}
          </li>
        ))}
      </ul>
    </div>
  );
}
