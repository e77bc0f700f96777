import { reportEndpoints } from '../../../../schemas/report.ts';
import type { CsvExport } from '../../crud/use-csv-export.ts';
import type { ClaimDateRange } from './report-rows.ts';

/**
 * 'Download as CSV' of the claims report (spec 001 §2): the server's export of every claim of the
 * range (GET /reports/insuranceClaim/export) — not just the page on screen — the 16 columns in
 * words (dates MM/DD/YYYY, empty values left empty), saved as download.csv.
 */
export function claimsCsvExport(range: ClaimDateRange): CsvExport {
  return {
    endpoint: reportEndpoints.insuranceClaimExport,
    query: { claimDateOnOrAfter: range.from, claimDateOnOrBefore: range.to },
  };
}
