import type { CrudSort } from '@refinedev/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { forEachPage, listReader, type PageProgress } from '../api/list-reader.ts';
import { listFilters, toListQuery } from '../providers/list-query.ts';
import type { ResourceDefinition, ResourceRecord } from '../resources/definition.ts';
import { showToast } from '../session/toasts.ts';
import { visibleColumns } from './list-columns.ts';

/** What the list shows right now: the export writes exactly these rows, in this order. */
export interface ListState {
  sorters: readonly CrudSort[];
  search: string;
  showArchived: boolean;
}

/** Hands a finished file to the browser as a download. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * 'Download CSV' of a list: every row matching the current search, sort and show-archived (not
 * just the visible page), fetched page after page (1,000 a call) with progress and a cancel.
 * Each page becomes CSV text at once and its records are dropped, so memory stays bounded; the
 * text chunks become one Blob at the end.
 */
export function useCsvExport(definition: ResourceDefinition, state: ListState) {
  const [progress, setProgress] = useState<PageProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: undefined });
    try {
      // papaparse is only needed here: its own chunk, loaded on the first export.
      const csv = await import('./csv.ts');
      const columns = visibleColumns(definition, state.showArchived);
      const query = toListQuery({
        sorters: [...state.sorters],
        filters: listFilters(state.search, state.showArchived),
        pagination: { mode: 'off' },
      });
      const reader = listReader<ResourceRecord>(definition.api.list, query);
      const chunks: string[] = [csv.CSV_BOM, csv.csvHeader(columns)];
      const seen = new Set<string>();
      await forEachPage(
        reader,
        (rows, pageProgress) => {
          chunks.push(csv.csvRows(columns, csv.firstSeen(rows, seen)));
          setProgress(pageProgress);
        },
        { signal: abort.signal },
      );
      const list = definition.list;
      const base = (list.csv !== false && list.csv?.fileName) || definition.name;
      download(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), csv.csvFileName(base, new Date()));
    } catch (error) {
      // A cancel is not a failure; a failed call was already toasted by the HTTP client.
      if ((error as Error).name !== 'AbortError' && !abort.signal.aborted) {
        console.warn('CSV export failed', error);
        showToast('error', 'The CSV file could not be created.');
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, [definition, state]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { start, cancel, progress, running: progress !== null };
}
