import type { ErrorBody } from '../../../schemas/error.ts';
import { currentLanguage } from '../i18n/language.ts';

/**
 * The one HTTP client of the browser: adds the bearer token, prefixes company paths, and hands
 * failures to the global response handler (spec 000 §8). Providers configure it at start-up.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API's error body, as far as the answer had one. */
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(message);
  }
}

/** What the global handler knows of a failed call: how it was made and the server's message. */
export interface FailedRequest {
  method: string;
  message?: string;
}

interface HttpHooks {
  getAccessToken: () => Promise<string | null>;
  getCompanyId: () => string | null;
  /** Global response handling; status 0 means no response. */
  onFailure: (status: number, failure: FailedRequest) => void;
}

let hooks: HttpHooks = {
  getAccessToken: async () => null,
  getCompanyId: () => null,
  onFailure: () => {},
};

export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Skip the global toast for this call (the caller shows its own message). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** A path with its query string (blank values left out). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The headers every call carries: what it accepts, the language the app speaks (the server's
 * messages, CSV headers and documents come back in it), and the bearer token once signed in.
 */
export async function authorizedHeaders(accept = 'application/json'): Promise<Record<string, string>> {
  const token = await hooks.getAccessToken();
  const headers: Record<string, string> = { accept, 'accept-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** A call that got no answer at all (not one the caller aborted): the global handler hears of it unless quiet. */
export function reportNoResponse(method: string, quiet?: boolean): void {
  if (!quiet) hooks.onFailure(0, { method });
}

/** The API's error body of a failed answer, or null when it had none (or something else answered, such as a proxy). */
function errorBodyOf(text: string): ApiError['body'] {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as unknown;
    return body !== null && typeof body === 'object' ? (body as ApiError['body']) : null;
  } catch {
    return null;
  }
}

/**
 * A failed answer (status >= 400) as the ApiError every caller catches, with the server's message
 * (`{ message, validationErrors? }`); the global handler hears of it first unless quiet.
 */
export function failedResponse(
  status: number,
  statusText: string,
  text: string,
  method: string,
  quiet?: boolean,
): ApiError {
  const body = errorBodyOf(text);
  if (!quiet) hooks.onFailure(status, { method, message: body?.message });
  return new ApiError(status, body?.message ?? statusText, body);
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = await authorizedHeaders();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') reportNoResponse(method, options.quiet);
    throw error;
  }
  const text = await response.text();
  if (!response.ok) throw failedResponse(response.status, response.statusText, text, method, options.quiet);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The bytes at an API path (a stored file: a media's publicUrl or thumbnailUrl), fetched with
 * the bearer token, which an `<img src>` could not send. Failures as apiFetch's.
 */
export async function apiFetchBlob(
  path: string,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<Blob> {
  const headers = await authorizedHeaders('*/*');
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: options.signal });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') reportNoResponse('GET', options.quiet);
    throw error;
  }
  if (!response.ok)
    throw failedResponse(response.status, response.statusText, await response.text(), 'GET', options.quiet);
  return response.blob();
}

/** `/api/company/{current company}{path}`; throws when no company is chosen yet. */
export function companyPath(path: string): string {
  const companyId = hooks.getCompanyId();
  if (!companyId) throw new Error('No current company');
  return `/api/company/${companyId}${path}`;
}
