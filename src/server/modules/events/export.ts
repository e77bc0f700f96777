import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import { EVENT_CSV_COLUMNS } from '../../../../schemas/lists/events.ts';
import type { QueryOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { walkList } from '../../db/list-walk.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { eventListRead, eventRowOf } from './list.ts';
import { visibleRolesOf } from './store.ts';

/**
 * GET /events2/export: every event the caller may see that matches the query — the list's
 * visibility rule, search, status and claim-type filters and order (eventListRead) — as the
 * Events list's CSV file, walked by key and streamed; each batch's roles read in one query.
 */
export async function exportEvents(
  ctx: ServiceContext,
  query: QueryOf<typeof eventEndpoints.export>,
): Promise<CsvExport> {
  const { db } = ctx;
  const read = await eventListRead(db, ctx.company, query);
  async function* rows() {
    for await (const batch of walkList(db, read.spec, read.scope, query, read.filters)) {
      const roles = await visibleRolesOf(
        db,
        ctx.company.companyId,
        batch.map((row) => row.id),
      );
      yield batch.map((row) => eventRowOf(row, roles));
    }
  }
  return csvExport({
    fileName: eventEndpoints.export.csvExport.fileName,
    columns: EVENT_CSV_COLUMNS,
    batches: rows(),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
  });
}
