import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../domain/common/language.ts';
import type { CsvColumn } from '../../domain/lists/cell-text.ts';
import { CSV_BOM, csvFileName, csvHeader, csvRows } from '../../domain/lists/csv-text.ts';
import { translatorIn } from '../i18n/translate.ts';
import { csvColumnsIn } from './csv-language.ts';
import { invalidField } from './errors.ts';

/** What an export endpoint's handler answers: the file's name and its text, produced as it is read. */
export interface CsvExport {
  fileName: string;
  /** The file's text in pieces (the BOM and header, then a batch of rows each): pulled as the socket drains. */
  text: AsyncIterable<string>;
}

/** The viewer's zone as Intl knows it; an unknown name is the caller's mistake (400). */
export function exportTimeZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw invalidField('timeZone', `'${timeZone}' is not a known IANA time zone.`);
  }
}

interface CsvExportInput<Row> {
  /** The list's file name before the date ('people'). */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows, batch by batch (a keyset walk: src/server/db/list-walk.ts). */
  batches: AsyncIterable<readonly Row[]>;
  /** The viewer's IANA zone: moments of no property and the file name's date are on its clock. */
  timeZone: string;
  now: Date;
  /** The requester's language (the export's `language`, else `ctx.language`): the header row's and the cells' words. */
  language: Language;
}

/**
 * A list's CSV file, the very text the browser used to write (src/domain/lists/csv-text.ts):
 * the byte-order mark and the header first, then each batch's lines as the batch is read — so
 * the first bytes leave before the last rows are read, and memory holds one batch at a time.
 */
export function csvExport<Row>(input: CsvExportInput<Row>): CsvExport {
  const timeZone = exportTimeZone(input.timeZone);
  const cells = translatorIn(input.language);
  async function* text() {
    yield CSV_BOM + csvHeader(csvColumnsIn(input.language, input.columns));
    for await (const rows of input.batches) {
      const lines = csvRows(input.columns, rows, timeZone, cells);
      if (lines) yield lines;
    }
  }
  return { fileName: csvFileName(input.fileName, input.now, timeZone), text: text() };
}

/**
 * Streams an export as an attachment: a Readable over the text, so the walk reads its next batch
 * only when the socket has taken the last (back-pressure), and stops when the client goes away.
 * A failure after the first bytes can no longer become an error answer: the connection is cut,
 * and the browser shows the download as failed.
 */
export function sendCsvExport(reply: FastifyReply, download: CsvExport): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(Readable.from(download.text, { objectMode: false }));
}
