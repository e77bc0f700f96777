import { download } from '../../crud/use-csv-export.ts';
import type { ClaimReportRow } from './claims-report-api.ts';
import { CLAIM_REPORT_COLUMNS, CLAIM_REPORT_FILE_NAME, claimCsvText } from './report-rows.ts';

/**
 * 'Download as CSV' of the claims report (spec 001 §2): the rows on screen, the 16 columns in
 * words (dates MM/DD/YYYY, empty values left empty), as download.csv.
 */
export async function downloadClaimsCsv(rows: readonly ClaimReportRow[]): Promise<void> {
  // papaparse is only needed here: its own chunk, loaded on the first download.
  const csv = await import('../../crud/csv.ts');
  const columns = CLAIM_REPORT_COLUMNS.map((column) => ({
    title: column.title,
    text: (row: ClaimReportRow) => claimCsvText(column, row),
  }));
  const text = [csv.CSV_BOM, csv.csvHeader(columns), csv.csvRows(columns, rows)];
  download(new Blob(text, { type: 'text/csv;charset=utf-8' }), CLAIM_REPORT_FILE_NAME);
}
