import type { BodyOf, Endpoint, ParamsOf, QueryInputOf, ReplyOf } from '../../../schemas/protocol/contract.ts';
import { apiFetch, companyPath, type Query } from './http.ts';

/** What a call sends: the path parameters (companyId comes from the session), the query, the body. */
export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryInputOf<E>;
  body?: BodyOf<E> | Record<string, unknown>;
  /** Skip the global toast for this call (the caller shows its own message). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** The endpoint's path with its parameters filled in: '/vendors/:id' -> '/vendors/3f…'. */
export function endpointPath(endpoint: Endpoint, params: object = {}): string {
  const values = params as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.path}: the path parameter '${name}' is missing`);
    }
    return encodeURIComponent(String(value));
  });
  return endpoint.scope === 'company' ? companyPath(path) : `/api${path}`;
}

/**
 * The one way the browser calls the API: any endpoint of the contracts (schemas/), typed by it —
 * the data provider and every bespoke page go through here.
 */
export function callEndpoint<const E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ReplyOf<E>> {
  return apiFetch<ReplyOf<E>>(endpointPath(endpoint, input.params ?? {}), {
    method: endpoint.method,
    query: input.query as Query | undefined,
    body: input.body,
    quiet: input.quiet,
    signal: input.signal,
  });
}

/** What the envelope key of a reply holds (a list's rows, a detail's record); the whole reply without one. */
export function envelopeOf(endpoint: Endpoint, reply: unknown): unknown {
  if (!endpoint.envelope) return reply;
  return reply !== null && typeof reply === 'object'
    ? (reply as Record<string, unknown>)[endpoint.envelope]
    : undefined;
}
