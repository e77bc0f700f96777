/**
 * The two reports' rows in words (spec 001 §2 'Reports', §3 'Claim (display and report)' report
 * row, 'Event count report item'): what the tables show and what 'Download as CSV' writes, and the
 * claims report's date range words. Pure text work on the API's values: no time zone of the
 * browser may shift a date.
 */

import { claimStatusLabel } from '../../../domain/claims/claim-status.ts';
import { addMonths, calendarDateText } from '../../../domain/common/calendar-date.ts';
import { formatUsd } from '../../../domain/common/currency.ts';

/** What an empty value shows in the claims report. */
export const EMPTY_CELL = '--';

export const CLAIM_REPORT_TEXT = {
  selectRange: 'Select a date range to search for claims',
  noClaims: 'There are no claims matching the chosen date range!',
  rangePlaceholder: 'Select a date range',
  lastNinetyDays: 'Last 90 days',
} as const;

/** The claims report's file (spec: download.csv). */
export const CLAIM_REPORT_FILE_NAME = 'download.csv';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The Event Counts report's month 'YYYY-MM' as a month: '2026-03' -> 'March 2026'. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** The fields of a claims report row the columns read (GET /reports/insuranceClaim). */
export interface ClaimReportRow {
  title: string;
  eventNumber: string;
  /** The time of the incident at the property, 'YYYY-MM-DDTHH:mm:ss'. */
  dateOccurredLocal: string;
  propertyName: string;
  type: string;
  category: string | null;
  claimTypeString: string;
  claimDate: string;
  insuranceCompany: string | null;
  adjusterName: string | null;
  policyNumber: string | null;
  claimNumber: string | null;
  deductible: number | null;
  adjustment: number | null;
  costEstimate: number | null;
  status: number | null;
}

export interface ClaimReportColumn {
  key: string;
  title: string;
  /** The cell's words; null when the row has no value (the table shows '--'). */
  value: (row: ClaimReportRow) => string | null;
}

const textOrNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value;
const moneyOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatUsd(value);

/** The 16 columns of the claims report, in the spec's order. */
export const CLAIM_REPORT_COLUMNS: readonly ClaimReportColumn[] = [
  { key: 'title', title: 'Title', value: (row) => textOrNull(row.title) },
  { key: 'eventNumber', title: 'Event Number', value: (row) => textOrNull(row.eventNumber) },
  {
    key: 'dateOccurred',
    title: 'Date of Incident',
    value: (row) => (row.dateOccurredLocal ? calendarDateText(row.dateOccurredLocal) : null),
  },
  { key: 'propertyName', title: 'Property', value: (row) => textOrNull(row.propertyName) },
  { key: 'type', title: 'Type', value: (row) => textOrNull(row.type) },
  { key: 'category', title: 'Category', value: (row) => textOrNull(row.category) },
  { key: 'claimType', title: 'Claim Type', value: (row) => textOrNull(row.claimTypeString) },
  {
    key: 'claimDate',
    title: 'Date of Claim',
    value: (row) => (row.claimDate ? calendarDateText(row.claimDate) : null),
  },
  { key: 'insuranceCompany', title: 'Insurance Co.', value: (row) => textOrNull(row.insuranceCompany) },
  { key: 'adjusterName', title: 'Adjuster Name', value: (row) => textOrNull(row.adjusterName) },
  { key: 'policyNumber', title: 'Policy Number', value: (row) => textOrNull(row.policyNumber) },
  { key: 'claimNumber', title: 'Claim Number', value: (row) => textOrNull(row.claimNumber) },
  { key: 'deductible', title: 'Deductible', value: (row) => moneyOrNull(row.deductible) },
  { key: 'adjustment', title: 'Adjustment', value: (row) => moneyOrNull(row.adjustment) },
  { key: 'costEstimate', title: 'Cost Estimate', value: (row) => moneyOrNull(row.costEstimate) },
  // A missing status reads 'NOT YET AVAILABLE', never '--'.
  { key: 'status', title: 'Current Status', value: (row) => claimStatusLabel(row.status) },
];

/** A cell of the claims table: its words, '--' when empty. */
export function claimCellText(column: ClaimReportColumn, row: ClaimReportRow): string {
  return column.value(row) ?? EMPTY_CELL;
}

/** A cell of the claims CSV: its words (dates MM/DD/YYYY), empty when the row has no value. */
export function claimCsvText(column: ClaimReportColumn, row: ClaimReportRow): string {
  return column.value(row) ?? '';
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
    ? `All Claims: ${calendarDateText(range.from)} - ${calendarDateText(range.to)}`
    : 'All Claims: no claims yet';
}

/** The info tooltip: the date range in which claims exist. */
export function claimsExistText(edges: ClaimDateEdges | undefined): string {
  const range = allClaimsRange(edges);
  return range
    ? `Claims exist from ${calendarDateText(range.from)} to ${calendarDateText(range.to)}.`
    : 'No claims exist yet.';
}
