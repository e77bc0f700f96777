import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { QueryOf } from '../../../../schemas/protocol/contract.ts';
import { REPORT_MESSAGES, type reportEndpoints } from '../../../../schemas/report.ts';
import {
  CLAIM_REPORT_CSV_COLUMNS,
  CLAIM_REPORT_FILE_NAME,
  type ClaimReportRow,
} from '../../../domain/claims/claim-report-rows.ts';
import { CSV_BOM, csvHeader, csvRows } from '../../../domain/lists/csv-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { eventCategories, events, eventTypes, insuranceClaims, properties } from '../../db/schema/index.ts';
import { type CsvExport, exportTimeZone } from '../../http/csv-export.ts';
import { csvColumnsIn } from '../../http/csv-language.ts';
import { invalidField } from '../../http/errors.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { claimColumns, claimReportRow, claimsInRange } from './insurance-claims.ts';

const c = insuranceClaims;

/** Claims a statement: short statements, so other requests get in between (PGlite is one connection). */
const BATCH = 1000;

/** Up to BATCH claims matching `where`, in the report's order, with their columns. */
function readBatch(ctx: ServiceContext, where: SQL) {
  return ctx.db
    .select(claimColumns)
    .from(c)
    .innerJoin(events, eq(events.id, c.eventId))
    .innerJoin(properties, eq(properties.id, events.propertyId))
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .where(where)
    .orderBy(asc(c.claimDate), asc(c.id))
    .limit(BATCH);
}

/**
 * The claims of the range in the report's order, batch after batch: each statement continues
 * after the last claim read (claim date, id) along insurance_claims_company_date_idx, so a batch
 * costs the same at the end of a year as at its start, and only one batch is held at a time.
 */
async function* claimBatches(ctx: ServiceContext, where: SQL): AsyncGenerator<ClaimReportRow[]> {
  let last: { claimDate: string; id: string } | null = null;
  for (;;) {
    // A row comparison: an index range of (company_id, claim_date, id) that starts after the last claim.
    const after = last ? sql`(${c.claimDate}, ${c.id}) > (${last.claimDate}::date, ${last.id}::uuid)` : undefined;
    const rows = await readBatch(ctx, and(where, after) as SQL);
    if (rows.length > 0) yield rows.map(claimReportRow);
    if (rows.length < BATCH) return;
    const end = rows[rows.length - 1];
    last = { claimDate: end.claimDate, id: end.id };
  }
}

/**
 * GET /reports/insuranceClaim/export: 'Download as CSV' of the report (spec 001 §2) — every claim
 * of the range the viewer may see, in the report's order, the 16 columns in words (dates
 * MM/DD/YYYY, empty values left empty), as download.csv, written as it is read.
 */
export async function exportInsuranceClaims(
  ctx: ServiceContext,
  query: QueryOf<typeof reportEndpoints.insuranceClaimExport>,
): Promise<CsvExport> {
  const { claimDateOnOrAfter: from, claimDateOnOrBefore: to } = query;
  if (to < from) throw invalidField('claimDateOnOrBefore', REPORT_MESSAGES.rangeReversed);
  // No moment of the file needs the viewer's zone, but an export refuses an unknown one alike.
  exportTimeZone(query.timeZone);
  const batches = claimBatches(ctx, await claimsInRange(ctx, from, to));
  // Titles and cells' words in the viewer's language.
  const columns = csvColumnsIn(ctx.language, CLAIM_REPORT_CSV_COLUMNS);
  const cells = translatorIn(ctx.language);
  async function* text() {
    yield CSV_BOM + csvHeader(columns);
    for await (const rows of batches) yield csvRows(columns, rows, undefined, cells);
  }
  return { fileName: CLAIM_REPORT_FILE_NAME, text: text() };
}
