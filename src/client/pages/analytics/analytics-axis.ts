/**
 * The x axis of the analytics dashboard's period charts (/bold-dashboard): labels short enough,
 * and few enough for the width a chart has, that they never overlap — at 1280 px as on a 390 px
 * phone. A month reads 'Dec '25', a day '09/02' (the table and the tooltip keep the full period);
 * when the widest label does not fit every period, only every n-th is written. Pure.
 */

import { analyticsText } from '../../i18n/en/analytics.ts';
import { translate } from '../../i18n/language.ts';

/** The short month names' keys, January first (their words in the language spoken). */
const MONTHS = [
  'short1',
  'short2',
  'short3',
  'short4',
  'short5',
  'short6',
  'short7',
  'short8',
  'short9',
  'short10',
  'short11',
  'short12',
] as const;

/** Pixels a character of a 12 px axis label takes, rounded up from capitals and digits. */
export const LABEL_CHAR_PX = 7;
/** Space kept between two labels. */
export const LABEL_GAP_PX = 12;

/** A period's axis text: '12/2025' as 'Dec '25', '09/02/2026' as '09/02'; anything else as it is. */
export function axisText(label: string): string {
  const month = /^(\d\d)\/(\d{4})$/.exec(label);
  if (month) {
    const key = MONTHS[Number(month[1]) - 1];
    return `${key ? translate(analyticsText, key) : month[1]} '${month[2].slice(2)}`;
  }
  const day = /^(\d\d\/\d\d)\/\d{4}$/.exec(label);
  return day ? day[1] : label;
}

/** Write every n-th label: the smallest n at which the widest label, plus a gap, fits the width each then gets. */
export function axisLabelStep(labels: readonly string[], plotWidth: number): number {
  if (labels.length === 0) return 1;
  const widest = Math.max(...labels.map((label) => axisText(label).length));
  const fitting = Math.max(1, Math.floor(plotWidth / (widest * LABEL_CHAR_PX + LABEL_GAP_PX)));
  return Math.ceil(labels.length / fitting);
}

/**
 * What the axis writes under each label (labels in axis order, each once): its axisText for the
 * first and every step-th after it, nothing for the others.
 */
export function axisLabels(labels: readonly string[], plotWidth: number): Map<string, string> {
  const step = axisLabelStep(labels, plotWidth);
  return new Map(labels.map((label, index) => [label, index % step === 0 ? axisText(label) : '']));
}
