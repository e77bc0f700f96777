import { IDEMPOTENCY_KEY_HEADER, UPLOAD_FILE_FIELD } from '../../../schemas/protocol/contract.ts';
import { authorizedHeaders, failedResponse } from '../api/http.ts';
import type { QueuedSave } from './outbox-store.ts';

/**
 * Sends one save, queued or about to be (its key makes a repeat harmless), with the bearer token of
 * the moment: a save queued an hour ago goes with a renewed token. Fails as apiFetch does — a
 * TypeError when nothing answered (never toasted: the save then waits), an ApiError with the
 * server's message otherwise, heard by the global handler unless quiet (the outbox's sends are).
 */
export async function sendSave<T>(
  save: Pick<QueuedSave, 'method' | 'path' | 'key' | 'body' | 'fields' | 'files'>,
  options: { quiet: boolean } = { quiet: true },
) {
  const headers = await authorizedHeaders();
  headers[IDEMPOTENCY_KEY_HEADER] = save.key;
  let body: BodyInit | undefined;
  if (save.files) {
    const form = new FormData();
    for (const [name, value] of Object.entries(save.fields ?? {})) form.append(name, value);
    for (const file of save.files) form.append(UPLOAD_FILE_FIELD, file.blob, file.name);
    body = form;
  } else if (save.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(save.body);
  }
  const response = await fetch(save.path, { method: save.method, headers, body });
  const text = await response.text();
  if (!response.ok) throw failedResponse(response.status, response.statusText, text, save.method, options.quiet);
  return (text ? JSON.parse(text) : null) as T;
}

/** Nothing answered (no network, or the server is out of reach): the save waits and is sent later. */
export function isNoResponse(error: unknown): boolean {
  return error instanceof TypeError;
}
