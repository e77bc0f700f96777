import { dateTimeText } from '../../src/domain/common/date-time-text.ts';
import { activityLogText } from '../../src/domain/i18n/en/activity-log.ts';
import { type CellTranslate, type CsvColumn, englishCells, titleKeyed } from '../../src/domain/lists/cell-text.ts';
import type { auditEndpoints } from '../audit.ts';
import type { RowOf } from '../protocol/contract.ts';

/** A row of the Audit Trail list (GET /audit). */
export type AuditRow = RowOf<typeof auditEndpoints.list>;

interface AuditColumn extends CsvColumn<AuditRow> {
  key: string;
}

/** Who made a change: the person, else the API key, else nobody (background work). */
export const auditActorText = (
  row: Pick<AuditRow, 'actorName' | 'actorApiKeyName'>,
  translate: CellTranslate = englishCells,
): string =>
  row.actorName ??
  (row.actorApiKeyName === null ? '' : translate(activityLogText, 'apiKeyActor', { name: row.actorApiKeyName }));

/** The audit trail's CSV file: the chain fields, the moment on the viewer's clock, who by name. */
export const AUDIT_CSV_COLUMNS: readonly AuditColumn[] = titleKeyed<AuditColumn>('audit', [
  { key: 'seq', title: 'Seq', text: (row) => String(row.seq) },
  { key: 'occurredAt', title: 'Time', text: (row, timeZone = 'UTC') => dateTimeText(row.occurredAt, timeZone) },
  { key: 'occurredUtc', title: 'Time (UTC)', text: (row) => row.occurredAt },
  { key: 'actor', title: 'Person or API Key', text: (row, _timeZone, translate) => auditActorText(row, translate) },
  { key: 'kind', title: 'Kind', text: (row) => row.type },
  { key: 'record', title: 'Record', text: (row) => row.subjectId ?? '' },
  { key: 'event', title: 'Event', text: (row) => row.eventId ?? '' },
  { key: 'payload', title: 'Payload', text: (row) => JSON.stringify(row.payload) },
  { key: 'previousHash', title: 'Previous Hash', text: (row) => row.previousHash },
  { key: 'hash', title: 'Hash', text: (row) => row.hash },
]);
