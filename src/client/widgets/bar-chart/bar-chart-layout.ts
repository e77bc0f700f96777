/**
 * The geometry of a stacked bar (column) chart, apart from React: which bars, where, which ticks.
 * Small charts on first pages are drawn with this and plain SVG (BarChart.tsx) instead of
 * @ant-design/charts, whose ~420 KB gzip only the analytics dashboard loads.
 */

/** One value: its bar (x), its part of the bar (series, one colour) and the count. */
export interface BarChartDatum {
  x: string;
  series: string;
  value: number;
}

/**
 * The charts library's default categorical palette (G2 'classic' theme, category20; its first ten are
 * category10), so a chart drawn here has the colours the same chart had there.
 */
export const SERIES_COLORS = [
  '#1783FF',
  '#00C9C9',
  '#F0884D',
  '#D580FF',
  '#7863FF',
  '#60C42D',
  '#BD8F24',
  '#FF80CA',
  '#2491B3',
  '#17C76F',
  '#AABA01',
  '#BC7CFC',
  '#237CBC',
  '#2DE379',
  '#CE8032',
  '#FF7AF4',
  '#545FD3',
  '#AFE410',
  '#D8C608',
  '#FFA1E0',
] as const;

/** The drawing's height (the legend is HTML under it); with the legend about the library's 320 px. */
export const PLOT_HEIGHT = 272;
/** Axis text is 12 px; an estimate of a character's average width at that size (system sans fonts). */
export const FONT_SIZE = 12;
const CHAR_PX = 6.5;
const LINE_PX = 14;
const TOP = 12;
const RIGHT = 8;
/** Under the plot: two lines of bar labels, then the x axis title. */
const BOTTOM = 60;
/** The bar's share of its slot (the library's default column padding). */
const BAR_SHARE = 0.9;

export interface Segment {
  series: string;
  value: number;
  color: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Bar {
  label: string;
  /** The label in at most two lines that fit under the bar (the last one shortened with '…' if need be). */
  lines: string[];
  total: number;
  /** The bar's centre. */
  center: number;
  segments: Segment[];
}

export interface Tick {
  value: number;
  y: number;
}

export interface BarChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: Tick[];
  bars: Bar[];
  legend: { series: string; color: string }[];
}

/** Coordinates to a tenth of a pixel: a shorter drawing, no visible difference. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Distinct values in the order they first appear. */
const distinct = (values: readonly string[]) => [...new Set(values)];

/** Whether there is anything to draw: some value above zero. */
export function hasValues(data: readonly BarChartDatum[]): boolean {
  return data.some((datum) => datum.value > 0);
}

/** A whole-number step of 1, 2 or 5 × 10ⁿ giving about five ticks up to `max` (counts have no halves). */
export function tickStep(max: number): number {
  const raw = Math.max(max, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/** Splits a label into at most two lines of `maxChars`; what does not fit ends in '…'. */
export function wrapLabel(label: string, maxChars: number): string[] {
  const limit = Math.max(2, maxChars);
  if (label.length <= limit) return [label];
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= limit || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  const shown = lines.slice(0, 2);
  if (lines.length > 2) shown[1] = `${shown[1]} ${lines.slice(2).join(' ')}`;
  return shown.map((text) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text));
}

/**
 * Lays the chart out for a drawing `width` px wide: one bar per x in the order the data gives them,
 * each split by series (the first at the bottom), series coloured in their order of appearance.
 */
export function barChartLayout(data: readonly BarChartDatum[], width: number): BarChartLayout {
  const xs = distinct(data.map((datum) => datum.x));
  const seriesNames = distinct(data.map((datum) => datum.series));
  const colorOf = new Map(seriesNames.map((name, index) => [name, SERIES_COLORS[index % SERIES_COLORS.length]]));
  const totals = xs.map((x) => data.filter((datum) => datum.x === x).reduce((sum, datum) => sum + datum.value, 0));
  const step = tickStep(Math.max(0, ...totals));
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const tickValues = Array.from({ length: top / step + 1 }, (_, index) => index * step);

  // Left of the plot: the rotated axis title, then the widest tick label.
  const left = 28 + String(top).length * CHAR_PX + 8;
  const plot = { left, top: TOP, right: Math.max(left + 1, width - RIGHT), bottom: PLOT_HEIGHT - BOTTOM };
  const plotHeight = plot.bottom - plot.top;
  const yOf = (value: number) => tenth(plot.bottom - (value / top) * plotHeight);
  const slot = (plot.right - plot.left) / Math.max(1, xs.length);
  const barWidth = slot * BAR_SHARE;

  const bars = xs.map((x, index): Bar => {
    const center = tenth(plot.left + slot * (index + 0.5));
    let base = 0;
    const segments: Segment[] = [];
    for (const datum of data) {
      if (datum.x !== x || datum.value <= 0) continue;
      const y = yOf(base + datum.value);
      segments.push({
        series: datum.series,
        value: datum.value,
        color: colorOf.get(datum.series) ?? SERIES_COLORS[0],
        x: tenth(center - barWidth / 2),
        y,
        width: tenth(barWidth),
        height: tenth(yOf(base) - y),
      });
      base += datum.value;
    }
    return { label: x, lines: wrapLabel(x, Math.floor(slot / CHAR_PX)), total: totals[index], center, segments };
  });

  return {
    width,
    height: PLOT_HEIGHT,
    plot,
    ticks: tickValues.map((value) => ({ value, y: yOf(value) })),
    bars,
    legend: seriesNames.map((series) => ({ series, color: colorOf.get(series) ?? SERIES_COLORS[0] })),
  };
}

/** Where a bar's label lines and the x axis title sit under the plot. */
export const labelLineY = (layout: BarChartLayout, line: number) => layout.plot.bottom + 16 + line * LINE_PX;
export const xTitleY = (layout: BarChartLayout) => layout.plot.bottom + 52;

/**
 * The chart in words, for its accessible name: the title, then each bar's total and its parts,
 * e.g. "Events by type. Fire: 2 (Kitchen Fire 1, Smoke Damage 1)."; zero parts are left out.
 */
export function barChartSummary(label: string, data: readonly BarChartDatum[]): string {
  const bars = distinct(data.map((datum) => datum.x)).map((x) => {
    const parts = data.filter((datum) => datum.x === x && datum.value > 0);
    const total = parts.reduce((sum, datum) => sum + datum.value, 0);
    const detail = parts.map((datum) => `${datum.series} ${datum.value}`).join(', ');
    return `${x}: ${total}${detail ? ` (${detail})` : ''}.`;
  });
  return [`${label}.`, ...bars].join(' ');
}
