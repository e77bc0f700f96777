import { describe, expect, it } from 'vitest';
import {
  axisLabelStep,
  axisLabels,
  axisText,
  LABEL_CHAR_PX,
  LABEL_GAP_PX,
} from '../../../../src/client/pages/analytics/analytics-axis.ts';
import { periodLabel, periodsOf } from '../../../../src/domain/analytics/analytics-range.ts';

/** The labels of a range as the charts' x axis holds them (every period, in order). */
const labelsOf = (from: string, to: string, granularity: 'day' | 'month') =>
  periodsOf({ from, to }, granularity).map((period) => periodLabel(period, granularity));

const twelveMonths = labelsOf('2025-12-01', '2026-11-27', 'month');
const thirtyDays = labelsOf('2026-09-01', '2026-09-30', 'day');

/** The widths a period chart has for its labels: half a 1280 px page, and a 390 px phone. */
const DESKTOP_HALF = 540;
const PHONE = 290;

/** The written labels never overlap: each, with the gap, fits the width between it and the next one written. */
function expectNoOverlap(labels: readonly string[], plotWidth: number) {
  const shown = axisLabels(labels, plotWidth);
  const written = labels.map((label, index) => ({ index, text: shown.get(label) ?? '' })).filter((l) => l.text);
  const band = plotWidth / labels.length;
  for (let i = 1; i < written.length; i++) {
    const distance = (written[i].index - written[i - 1].index) * band;
    const halfWidths = ((written[i].text.length + written[i - 1].text.length) * LABEL_CHAR_PX) / 2;
    expect(distance).toBeGreaterThanOrEqual(halfWidths + LABEL_GAP_PX);
  }
  return written;
}

describe("the analytics charts' period axis", () => {
  it('abbreviates a month and a day, and leaves other labels alone', () => {
    expect(axisText('12/2025')).toBe("Dec '25");
    expect(axisText('01/2026')).toBe("Jan '26");
    expect(axisText('09/02/2026')).toBe('09/02');
    expect(axisText('Lakeview Apartments')).toBe('Lakeview Apartments');
  });

  it('writes every label when they all fit', () => {
    expect(axisLabelStep(labelsOf('2026-01-01', '2026-04-30', 'month'), DESKTOP_HALF)).toBe(1);
    expect([...axisLabels(['03/2026', '04/2026'], DESKTOP_HALF).values()]).toEqual(["Mar '26", "Apr '26"]);
  });

  it('thins twelve months and thirty days so that none overlap, at 1280 px and at 390 px', () => {
    for (const width of [DESKTOP_HALF, PHONE]) {
      const months = expectNoOverlap(twelveMonths, width);
      const days = expectNoOverlap(thirtyDays, width);
      // The first is always written, and enough are left to read the axis by.
      expect(months[0].text).toBe("Dec '25");
      expect(days[0].text).toBe('09/01');
      expect(months.length).toBeGreaterThanOrEqual(4);
      expect(days.length).toBeGreaterThanOrEqual(5);
    }
    expect(axisLabelStep(twelveMonths, DESKTOP_HALF)).toBe(2);
    expect(axisLabelStep(twelveMonths, PHONE)).toBe(3);
  });

  it('writes the first label alone when there is no room at all (before the width is known)', () => {
    const shown = axisLabels(twelveMonths, 0);
    expect([...shown.values()].filter(Boolean)).toEqual(["Dec '25"]);
    expect(axisLabelStep([], 100)).toBe(1);
  });
});
