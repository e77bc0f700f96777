import {
  type Endpoint,
  IDEMPOTENCY_KEY_HEADER,
  type ParamsOf,
  type ReplyOf,
  UPLOAD_FILE_FIELD,
  type UploadFieldsInputOf,
  type UploadSpec,
} from '../../../schemas/protocol/contract.ts';
import { endpointPath } from './call-endpoint.ts';
import { authorizedHeaders, failedResponse, reportNoResponse } from './http.ts';

/** An endpoint whose contract declares a multipart upload. */
export type UploadEndpoint = Endpoint & { upload: UploadSpec };

/** How far one request's body has gone out (bytes; total 0 while the browser does not know it). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A file to send, with the name the server sees (a File carries its own). */
export type UploadFile = File | { blob: Blob; name: string };

export interface UploadInput<E extends UploadEndpoint> {
  params?: ParamsOf<E>;
  /** The contract's text fields; they go before the files, as the server requires. */
  fields?: UploadFieldsInputOf<E>;
  files: readonly UploadFile[];
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the request; the promise rejects with an AbortError, like fetch. */
  signal?: AbortSignal;
  /** Skip the global toast for this call (the caller shows its own message). */
  quiet?: boolean;
  /** Sent as Idempotency-Key: a repeat of this upload stores nothing twice. */
  idempotencyKey?: string;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** The multipart body: text fields first, then every file under the contract's part name. */
export function uploadBody(endpoint: UploadEndpoint, fields: object, files: readonly UploadFile[]): FormData {
  if (files.length === 0 || (!endpoint.upload.multiple && files.length > 1)) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: ${endpoint.upload.multiple ? 'at least' : 'exactly'} one file`,
    );
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  for (const file of files) {
    if (file instanceof File) body.append(UPLOAD_FILE_FIELD, file, file.name);
    else body.append(UPLOAD_FILE_FIELD, file.blob, file.name);
  }
  return body;
}

/**
 * The one way the browser uploads: an upload endpoint of the contracts, typed by it, sent with
 * XMLHttpRequest because fetch reports no upload progress. The same bearer token as every other
 * call; a refusal (400 not an accepted file, 413 too large…) becomes the ApiError http.ts makes,
 * with the server's message, after the global handler has heard of it (unless quiet).
 */
export async function uploadEndpoint<const E extends UploadEndpoint>(
  endpoint: E,
  input: UploadInput<E>,
): Promise<ReplyOf<E>> {
  const { signal, onProgress, quiet } = input;
  const path = endpointPath(endpoint, input.params ?? {});
  const body = uploadBody(endpoint, input.fields ?? {}, input.files);
  const headers = await authorizedHeaders();
  if (input.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;
  if (signal?.aborted) throw abortError();
  return new Promise<ReplyOf<E>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const stopListening = () => signal?.removeEventListener('abort', abort);
    const abort = () => request.abort();
    request.open(endpoint.method, path);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    request.onload = () => {
      stopListening();
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((text ? JSON.parse(text) : null) as ReplyOf<E>);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(failedResponse(request.status, request.statusText, text, endpoint.method, quiet));
    };
    request.onerror = () => {
      stopListening();
      reportNoResponse(endpoint.method, quiet);
      reject(new TypeError('Failed to fetch'));
    };
    request.onabort = () => {
      stopListening();
      reject(abortError());
    };
    signal?.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}
