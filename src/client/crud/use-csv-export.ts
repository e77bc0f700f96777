import { useState } from 'react';
import { downloadTicketEndpoints } from '../../../schemas/download-ticket.ts';
import type { Endpoint } from '../../../schemas/protocol/contract.ts';
import { viewerTimeZone } from '../../domain/common/date-time-text.ts';
import { callEndpoint, endpointPath } from '../api/call-endpoint.ts';
import { type Query, withQuery } from '../api/http.ts';
import { crudText } from '../i18n/en/crud.ts';
import { currentLanguage, translate } from '../i18n/language.ts';
import { showToast } from '../session/toasts.ts';

/**
 * What a 'Download CSV' downloads: a list's export endpoint (GET …/export, schemas/), with the
 * query the list shows right now. The server writes the file — the list's columns and cell words,
 * every matching row in the list's order — and streams it.
 */
export interface CsvExport {
  /** The list's export endpoint. */
  endpoint: Endpoint;
  /** The list's query without paging (sortBy, sortDirection, search, its own filters). */
  query: Query;
  /** The path parameters of a list under a record ('/properties/:id/buildings/export'). */
  params?: object;
}

/** Opens a same-origin address as a download: the browser shows its own progress and keeps the page. */
function navigateToDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  // Saved, never shown in place of the app (the server names the file: Content-Disposition).
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 'Download CSV' of a list: a navigation cannot carry the bearer token, so the button first asks
 * for a download ticket bound to exactly this export and query (valid a minute), then lets the
 * browser download the ticketed address itself — its own progress, no rows held in the page.
 * Moments of no property (a last sign-in) and the file's date are on the viewer's clock, the
 * header row in the app's language.
 */
export function useCsvExport({ endpoint, query, params }: CsvExport) {
  const [running, setRunning] = useState(false);
  const start = async () => {
    if (running) return;
    setRunning(true);
    try {
      // The navigation sends the browser's Accept-Language, not the app's: the header row's language goes along.
      const url = withQuery(endpointPath(endpoint, params), {
        ...query,
        timeZone: viewerTimeZone(),
        language: currentLanguage(),
      });
      const ticketed = await callEndpoint(downloadTicketEndpoints.create, { body: { url }, quiet: true });
      navigateToDownload(ticketed.url);
    } catch (error) {
      console.warn('CSV export failed', error);
      showToast('error', translate(crudText, 'csvFailed'));
    } finally {
      setRunning(false);
    }
  };
  return { start, running };
}
