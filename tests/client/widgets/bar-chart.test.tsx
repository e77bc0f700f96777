import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventDetailsChart } from '../../../src/client/pages/dashboard/EventDetailsChart.tsx';
import { BarChart, type BarChartDatum } from '../../../src/client/widgets/bar-chart/BarChart.tsx';
import {
  barChartLayout,
  barChartSummary,
  SERIES_COLORS,
  tickStep,
  wrapLabel,
} from '../../../src/client/widgets/bar-chart/bar-chart-layout.ts';

// The home page's 'Event Details' data as the manager sees the demo company (chart-data.ts shape, mapped).
const DATA: BarChartDatum[] = [
  { x: 'Crime', series: 'Vandalism', value: 1 },
  { x: 'Fire', series: 'Kitchen Fire', value: 1 },
  { x: 'Fire', series: 'Smoke Damage', value: 1 },
  { x: 'Water Intrusion', series: 'Appliance Leak', value: 1 },
  { x: 'Water Intrusion', series: 'Flooding', value: 1 },
  { x: 'Water Intrusion', series: 'Pipe Burst', value: 1 },
  { x: 'Water Intrusion', series: 'Roof Leak', value: 0 },
];
const LABEL = 'Event counts by event type and category';
const SUMMARY =
  'Event counts by event type and category. Crime: 1 (Vandalism 1). Fire: 2 (Kitchen Fire 1, Smoke Damage 1). ' +
  'Water Intrusion: 3 (Appliance Leak 1, Flooding 1, Pipe Burst 1).';

function chart(data: readonly BarChartDatum[]): string {
  return renderToStaticMarkup(
    <BarChart data={data} label={LABEL} xTitle="Event type" yTitle="Events" empty={<p>No events to chart yet.</p>} />,
  );
}

/** Text of the SVG elements (<text> content without its tooltip <title>, <title> alone). */
const texts = (html: string) =>
  [...html.matchAll(/<text[^>]*>(?:<title>[^<]*<\/title>)?(.*?)<\/text>/g)].map((m) => m[1]);
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('the SVG bar chart that replaces @ant-design/charts on the home page (issue 26 item 1)', () => {
  it('is one image named by its figures in words; zero parts are left out', () => {
    const html = chart(DATA);
    expect(barChartSummary(LABEL, DATA)).toBe(SUMMARY);
    expect(html).toMatch(new RegExp(`^<div role="img" aria-label="${SUMMARY.replace(/[.()]/g, '\\$&')}">`));
    expect(html).toContain('<svg viewBox="0 0 640 272" width="100%" aria-hidden="true"');
    // Nothing to tab to: no link, button or tabindex in the drawing.
    expect(html).not.toMatch(/<a |<button|tabindex/i);
  });

  it('draws one stacked part per non-zero value, coloured by category in the order they come, each with a tooltip', () => {
    const html = chart(DATA);
    const rects = [...html.matchAll(/<rect [^>]*fill="([^"]+)"[^>]*><title>([^<]*)<\/title><\/rect>/g)];
    expect(rects.map((m) => m[2])).toEqual([
      'Crime, Vandalism: 1',
      'Fire, Kitchen Fire: 1',
      'Fire, Smoke Damage: 1',
      'Water Intrusion, Appliance Leak: 1',
      'Water Intrusion, Flooding: 1',
      'Water Intrusion, Pipe Burst: 1',
    ]);
    expect(rects.map((m) => m[1])).toEqual(SERIES_COLORS.slice(0, 6));
    expect(titles(html)).toEqual(expect.arrayContaining(['Crime: 1', 'Fire: 2', 'Water Intrusion: 3']));
  });

  it('labels the bars, the whole-number ticks and both axes, and lists every category in the legend', () => {
    const html = chart(DATA);
    expect(texts(html)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '<tspan x="140.8" y="228">Crime</tspan>',
      '<tspan x="337.3" y="228">Fire</tspan>',
      '<tspan x="533.8" y="228">Water Intrusion</tspan>',
      'Event type',
      'Events',
    ]);
    const legend = [...html.matchAll(/<li [^>]*><span style="[^"]*background:([^;"]+)[^"]*"><\/span>([^<]*)<\/li>/g)];
    expect(legend.map((m) => [m[2], m[1]])).toEqual(
      ['Vandalism', 'Kitchen Fire', 'Smoke Damage', 'Appliance Leak', 'Flooding', 'Pipe Burst', 'Roof Leak'].map(
        (name, index) => [name, SERIES_COLORS[index]],
      ),
    );
  });

  it('stacks the first category at the bottom and the tallest bar reaches the top tick', () => {
    const layout = barChartLayout(DATA, 640);
    const water = layout.bars[2];
    expect(water.total).toBe(3);
    expect(water.segments.map((segment) => segment.series)).toEqual(['Appliance Leak', 'Flooding', 'Pipe Burst']);
    const [bottom, , top] = water.segments;
    expect(bottom.y + bottom.height).toBeCloseTo(layout.plot.bottom);
    expect(top.y).toBeCloseTo(layout.plot.top);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1, 2, 3]);
    expect([0, 3, 7, 12, 48, 230].map(tickStep)).toEqual([1, 1, 2, 5, 10, 50]);
  });

  it('fits a phone: drawn at the width it has, long labels wrapped under their bar', () => {
    const layout = barChartLayout(DATA, 318);
    expect(layout.plot.right).toBe(310);
    for (const segment of layout.bars.flatMap((bar) => bar.segments)) {
      expect(segment.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(segment.x + segment.width).toBeLessThanOrEqual(layout.plot.right);
    }
    expect(layout.bars.map((bar) => bar.lines)).toEqual([['Crime'], ['Fire'], ['Water', 'Intrusion']]);
    expect(wrapLabel('Slip and Fall on the Stairs', 10)).toEqual(['Slip and', 'Fall on t…']);
    expect(wrapLabel('Electrical', 5)).toEqual(['Elec…']);
  });

  it('shows the empty state, not an empty drawing, when there is nothing above zero', () => {
    expect(chart([])).toBe('<p>No events to chart yet.</p>');
    expect(chart(DATA.map((datum) => ({ ...datum, value: 0 })))).toBe('<p>No events to chart yet.</p>');
  });

  it("is the home page's 'Event Details' chart: the dashboard's points, its name and axis titles", () => {
    const html = renderToStaticMarkup(
      <EventDetailsChart
        data={[
          { type: 'Fire', category: 'Kitchen Fire', eventCount: 2 },
          { type: 'Injury', category: 'Slip and Fall', eventCount: 1 },
        ]}
      />,
    );
    expect(html).toContain(
      'aria-label="Event counts by event type and category. Fire: 2 (Kitchen Fire 2). Injury: 1 (Slip and Fall 1)."',
    );
    expect(texts(html).slice(-2)).toEqual(['Event type', 'Events']);
    // Nothing to chart: the lazily loaded antd Empty ('No events to chart yet.'), no drawing.
    expect(renderToStaticMarkup(<EventDetailsChart data={[]} />)).not.toContain('<svg');
  });
});
