/**
 * The headline figures at the top of the analytics dashboard (/bold-dashboard), in words: open
 * events, events of this week, open claims with their total loss and, with routine tasks, the
 * tasks overdue today. As of today, whatever the date range. Pure.
 */
import { periodLabel } from '../../../domain/analytics/analytics-range.ts';
import { usdText } from '../../../domain/common/currency.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { textOf } from '../../i18n/language.ts';

/** What GET /analytics answers as `headlines` (written out: src/domain imports no schemas). */
export interface HeadlineFigures {
  today: string;
  /** The Sunday starting today's week. */
  weekFrom: string;
  openEvents: number;
  newThisWeek: number;
  openClaims: number;
  /** Exact, as text ('1234.50'). */
  openClaimsTotalLoss: string;
  /** Absent when the company's routine tasks feature is off. */
  overdueTasks?: number;
}

export type HeadlineKey = 'openEvents' | 'newThisWeek' | 'openClaims' | 'overdueTasks';

export interface Headline {
  key: HeadlineKey;
  title: string;
  value: string;
  /** One line under the figure: what it counts. */
  detail: string;
}

const count = (n: number) => n.toLocaleString('en-US');

export function headlines(figures: HeadlineFigures): Headline[] {
  const t = textOf(analyticsText);
  const shown: Headline[] = [
    { key: 'openEvents', title: t('openEvents'), value: count(figures.openEvents), detail: t('notCompleteStatus') },
    {
      key: 'newThisWeek',
      title: t('newThisWeek'),
      value: count(figures.newThisWeek),
      detail: t('since', { day: periodLabel(figures.weekFrom, 'day') }),
    },
    {
      key: 'openClaims',
      title: t('openClaims'),
      value: count(figures.openClaims),
      detail: t('totalLoss', { amount: usdText(Number(figures.openClaimsTotalLoss)) }),
    },
  ];
  if (figures.overdueTasks !== undefined) {
    shown.push({
      key: 'overdueTasks',
      title: t('overdueTasks'),
      value: count(figures.overdueTasks),
      detail: t('dueBeforeToday'),
    });
  }
  return shown;
}
