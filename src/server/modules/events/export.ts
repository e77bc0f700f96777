import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import { EVENT_CSV_COLUMNS, type EventCsvRow } from '../../../../schemas/lists/events.ts';
import type { QueryOf } from '../../../../schemas/protocol/contract.ts';
import type { Language } from '../../../domain/common/language.ts';
import { claimTypeText } from '../../../domain/i18n/en/claim-type.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { ListRow } from '../../db/list-page.ts';
import { walkList } from '../../db/list-walk.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { eventStatusName, valueName } from '../shared/value-names.ts';
import { eventCsvColumns, eventListRead } from './list.ts';
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
  const language = query.language ?? ctx.language;
  const read = await eventListRead(db, ctx.company, query);
  // The list's rows as far as the file's cells read them (EventCsvRow), not the whole list row.
  const spec = { ...read.spec, columns: eventCsvColumns };
  async function* rows() {
    for await (const batch of walkList(db, spec, read.scope, query, read.filters)) {
      const roles = await visibleRolesOf(
        db,
        ctx.company.companyId,
        batch.map((row) => row.id),
      );
      yield batch.map((row) => eventCsvRowOf(row, roles, language));
    }
  }
  return csvExport({
    fileName: eventEndpoints.export.csvExport.fileName,
    columns: EVENT_CSV_COLUMNS,
    batches: rows(),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language,
  });
}

/**
 * A row of the file: the cells' fields of an event (as eventRowOf has them in the list's row), the
 * status and claim type worded in the file's language.
 */
function eventCsvRowOf(
  row: ListRow<typeof eventCsvColumns>,
  roles: Awaited<ReturnType<typeof visibleRolesOf>>,
  language: Language,
): EventCsvRow {
  return {
    number: row.number,
    property: row.property ?? '',
    severity: row.severity as 0 | 1,
    type: row.type ?? '',
    category: row.category,
    location: row.location,
    statusName: eventStatusName(language, row.status),
    dateOccurredLocal: row.dateOccurredLocal,
    isSopComplete: row.isSopComplete,
    claimTypeString: row.claimType === null ? null : valueName(language, claimTypeText, row.claimType),
    visibleToPositionTypes: roles.get(row.id) ?? [],
  };
}
