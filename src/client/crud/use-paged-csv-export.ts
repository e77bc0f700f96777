import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint } from '../../../schemas/protocol/contract.ts';
import type { Query } from '../api/http.ts';
import { forEachPage, listReader, type PageProgress } from '../api/list-reader.ts';
import { crudText } from '../i18n/en/crud.ts';
import { translate } from '../i18n/language.ts';
import { showToast } from '../session/toasts.ts';
import type { CsvColumn } from './csv.ts';
import { download } from './download-csv.ts';

/**
 * What a paged 'Download CSV' writes: a list endpoint without an export of its own (the event
 * counts report), read in the browser with the query the list shows right now, as its columns.
 * Every list with an export endpoint downloads that instead (use-csv-export.ts).
 */
export interface PagedCsvExport<Row> {
  /** The list endpoint; its rows sit under its envelope key. */
  endpoint: Endpoint;
  /** The list's query without paging (sortBy, sortDirection, search, its own filters): every matching row, in this order. */
  query: Query;
  /** The path parameters of a list under a record ('/properties/:id/buildings'). */
  params?: object;
  /** The columns as the list shows them, each with its cell text. */
  columns: readonly CsvColumn<Row>[];
  /** The file's name before the date: 'events' gives events-2024-03-07.csv. */
  fileName: string;
}

/**
 * 'Download CSV' of a list: every row matching its query (not just the visible page), fetched
 * page after page (1,000 a call) with progress and a cancel. Each page becomes CSV text at once
 * and its rows are dropped, so memory stays bounded; the text chunks become one Blob at the end.
 */
export function usePagedCsvExport<Row extends { id?: unknown }>({
  endpoint,
  query,
  params,
  columns,
  fileName,
}: PagedCsvExport<Row>) {
  const [progress, setProgress] = useState<PageProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // Not memoised: the list hands over a new query and columns on every render anyway.
  const start = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: undefined });
    try {
      // papaparse is only needed here: its own chunk, loaded on the first export.
      const csv = await import('./csv.ts');
      const reader = listReader<Row>(endpoint, query, params);
      const chunks: string[] = [csv.CSV_BOM, csv.csvHeader(columns)];
      const seen = new Set<string>();
      await forEachPage(
        reader,
        (rows, pageProgress) => {
          // The words in cells (a status, yes/no) in the app's language.
          chunks.push(csv.csvRows(columns, csv.firstSeen(rows, seen), undefined, translate));
          setProgress(pageProgress);
        },
        { signal: abort.signal },
      );
      download(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), csv.csvFileName(fileName, new Date()));
    } catch (error) {
      // A cancel is not a failure; a failed call was already toasted by the HTTP client.
      if ((error as Error).name !== 'AbortError' && !abort.signal.aborted) {
        console.warn('CSV export failed', error);
        showToast('error', translate(crudText, 'csvFailed'));
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { start, cancel, progress, running: progress !== null };
}
