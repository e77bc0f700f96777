import type { ErrorBody } from '../../../schemas/error.ts';

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

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = await hooks.getAccessToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
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
    if ((error as Error).name !== 'AbortError' && !options.quiet) hooks.onFailure(0, { method });
    throw error;
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const errorBody = body as ApiError['body'];
    if (!options.quiet) hooks.onFailure(response.status, { method, message: errorBody?.message });
    throw new ApiError(response.status, errorBody?.message ?? response.statusText, errorBody);
  }
  return body as T;
}

/** `/api/company/{current company}{path}`; throws when no company is chosen yet. */
export function companyPath(path: string): string {
  const companyId = hooks.getCompanyId();
  if (!companyId) throw new Error('No current company');
  return `/api/company/${companyId}${path}`;
}
