/**
 * The two reports' rows in words (spec 001 §2 'Reports', §3 'Claim (display and report)' report
 * row, 'Event count report item'): what the tables show and what 'Download as CSV' writes, and the
 * claims report's date range words. Pure text work on the API's values: no time zone of the
 * browser may shift a date.
 */

import { addMonths, calendarDateText } from '../../../domain/common/calendar-date.ts';
import { reportsText } from '../../i18n/en/reports.ts';
import { translate } from '../../i18n/language.ts';

// The claims report's columns and cells live in the domain: the server's CSV export writes them too.
export {
  CLAIM_REPORT_COLUMNS,
  CLAIM_REPORT_FILE_NAME,
  type ClaimReportColumn,
  type ClaimReportRow,
  claimCellText,
  claimCsvText,
  EMPTY_CELL,
} from '../../../domain/claims/claim-report-rows.ts';

/** The claims report's words, in the language spoken when each is read (getters). */
export const CLAIM_REPORT_TEXT = {
  get selectRange() {
    return translate(reportsText, 'selectRange');
  },
  get noClaims() {
    return translate(reportsText, 'noClaims');
  },
  get rangePlaceholder() {
    return translate(reportsText, 'rangePlaceholder');
  },
  get lastNinetyDays() {
    return translate(reportsText, 'lastNinetyDays');
  },
};

const MONTHS = [
  'month1',
  'month2',
  'month3',
  'month4',
  'month5',
  'month6',
  'month7',
  'month8',
  'month9',
  'month10',
  'month11',
  'month12',
] as const;

/** The Event Counts report's month 'YYYY-MM' as a month: '2026-03' -> 'March 2026'. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const key = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && key
    ? translate(reportsText, 'monthOfYear', { month: translate(reportsText, key), year: match[1] })
    : month;
}

/** The claim dates of a range, 'YYYY-MM-DD' each. */
export interface ClaimDateRange {
  from: string;
  to: string;
}

/**
 * The 'Last 90 days' shortcut (spec 001 §9: three months): from the same day three months back
 * (the month's last day when it has no such day: May 31 -> Feb 28) to today.
 */
export function lastNinetyDays(today: string): ClaimDateRange {
  return { from: addMonths(today, -3), to: today };
}

/** The earliest and latest claim date (GET /reports/insuranceClaimDateRange), null without claims. */
export interface ClaimDateEdges {
  item1: string | null;
  item2: string | null;
}

/** The 'All Claims' shortcut's range, or null when there are no claims. */
export function allClaimsRange(edges: ClaimDateEdges | undefined): ClaimDateRange | null {
  return edges?.item1 && edges.item2 ? { from: edges.item1, to: edges.item2 } : null;
}

/** The 'All Claims: min - max date' shortcut's label: 'All Claims: 01/05/2024 - 02/01/2026'. */
export function allClaimsLabel(edges: ClaimDateEdges | undefined): string {
  const range = allClaimsRange(edges);
  return range
    ? translate(reportsText, 'allClaims', { from: calendarDateText(range.from), to: calendarDateText(range.to) })
    : translate(reportsText, 'allClaimsNone');
}

/** The info tooltip: the date range in which claims exist. */
export function claimsExistText(edges: ClaimDateEdges | undefined): string {
  const range = allClaimsRange(edges);
  return range
    ? translate(reportsText, 'claimsExist', { from: calendarDateText(range.from), to: calendarDateText(range.to) })
    : translate(reportsText, 'noClaimsExist');
}
