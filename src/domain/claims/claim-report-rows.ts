/**
 * The Insurance Claims report's rows in words (spec 001 §2 'Reports', §3 'Claim (display and
 * report)' report row): the 16 columns the table shows and 'Download as CSV' writes — the browser
 * and the server's export (GET /reports/insuranceClaim/export) read the same words. Pure text work
 * on the API's values: no time zone may shift a date.
 */

import { calendarDateText } from '../common/calendar-date.ts';
import { formatUsd } from '../common/currency.ts';
import { claimStatusText } from '../i18n/en/claim-status.ts';
import { type CellTranslate, type CsvColumn, englishCells, titleKeyed } from '../lists/cell-text.ts';

/** What an empty value shows in the claims report. */
export const EMPTY_CELL = '--';

/** The claims report's file (spec: download.csv). */
export const CLAIM_REPORT_FILE_NAME = 'download.csv';

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
  /** In English; other languages by `titleKey` ('insuranceClaims.<key>', the column-title catalogue). */
  title: string;
  titleKey?: string;
  /** The cell's words (`translate`: the language's, English without); null when the row has no value (the table shows '--'). */
  value: (row: ClaimReportRow, translate?: CellTranslate) => string | null;
}

/** The report's 'Current Status': the claim status's name, 'NOT YET AVAILABLE' without a claim. */
function claimStatusCell(status: number | null, translate: CellTranslate = englishCells): string {
  if (status === null) return translate(claimStatusText, 'notYetAvailable');
  const key = String(status);
  return key in claimStatusText.en
    ? translate(claimStatusText, key as keyof typeof claimStatusText.en)
    : translate(claimStatusText, 'other', { value: status });
}

const textOrNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value;
const moneyOrNull = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatUsd(value);

/** The 16 columns of the claims report, in the spec's order. */
export const CLAIM_REPORT_COLUMNS: readonly ClaimReportColumn[] = titleKeyed<ClaimReportColumn>('insuranceClaims', [
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
  { key: 'status', title: 'Current Status', value: (row, translate) => claimStatusCell(row.status, translate) },
]);

/** A cell of the claims table: its words, '--' when empty. */
export function claimCellText(column: ClaimReportColumn, row: ClaimReportRow, translate?: CellTranslate): string {
  return column.value(row, translate) ?? EMPTY_CELL;
}

/** A cell of the claims CSV: its words (dates MM/DD/YYYY), empty when the row has no value. */
export function claimCsvText(column: ClaimReportColumn, row: ClaimReportRow, translate?: CellTranslate): string {
  return column.value(row, translate) ?? '';
}

/** The columns as the CSV writes them: the same titles, each cell's words or nothing. */
export const CLAIM_REPORT_CSV_COLUMNS: readonly CsvColumn<ClaimReportRow>[] = CLAIM_REPORT_COLUMNS.map((column) => ({
  title: column.title,
  titleKey: column.titleKey,
  text: (row, _timeZone, translate) => claimCsvText(column, row, translate),
}));
