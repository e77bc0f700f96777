import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BodyInputOf, Endpoint, ParamsOf, QueryInputOf, ReplyOf, RowOf } from '../../schemas/protocol/contract.ts';
import { apiCall } from './api-call.ts';

/**
 * The API suite's one typed client: any endpoint of the contracts (schemas/), called through
 * app.inject as the browser's callEndpoint calls it over HTTP — the path filled from `params`, the
 * company prefix for company endpoints, query values stringified, a bearer token. The input is
 * typed by the endpoint, and `okReply` answers the endpoint's ReplyOf.
 *
 * Tests that deliberately send what the contract refuses (a blank name, an unknown field, a
 * sortBy no list has) say so with `unchecked(…)`; malformed paths, methods and raw bodies stay on
 * `apiCall` (tests/helpers/api-call.ts).
 */

declare const UNCHECKED: unique symbol;

/** Input deliberately off the contract (a test of the server's validation), sent as it is. */
export interface Unchecked {
  readonly [UNCHECKED]: true;
}

/** Marks a body or query as deliberately not of the contract's shape. */
export function unchecked(value: unknown): Unchecked {
  return value as Unchecked;
}

type CompanyInput<E extends Endpoint> = E extends { scope: 'company' }
  ? { /** The company of the `/api/company/:companyId` prefix. */ companyId: string }
  : { companyId?: never };

type ParamsInput<E extends Endpoint> = [keyof ParamsOf<E>] extends [never]
  ? { params?: ParamsOf<E> }
  : { params: ParamsOf<E> };

/** What a call sends: the company, path parameters, query, body, and the bearer token. */
export type EndpointInput<E extends Endpoint> = CompanyInput<E> &
  ParamsInput<E> & {
    query?: QueryInputOf<E> | Unchecked;
    body?: BodyInputOf<E> | Unchecked;
    /** Sent as `authorization: Bearer <token>`; no authorization header when absent. */
    token?: string;
  };

/** The URL of an endpoint with its parameters filled in: '/vendors/:id' -> '/api/company/<id>/vendors/3f…'. */
export function endpointUrl(endpoint: Endpoint, companyId: string | undefined, params: object = {}): string {
  const values = params as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path}: the path parameter '${name}' is missing`);
    }
    return encodeURIComponent(String(value));
  });
  if (endpoint.scope !== 'company') return `/api${path}`;
  if (companyId === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: companyId is missing`);
  return `/api/company/${encodeURIComponent(companyId)}${path}`;
}

/** Calls an endpoint; answers the inject response whatever its status (tests assert 400/403/404 on it). */
export function callEndpoint<const E extends Endpoint>(app: FastifyInstance, endpoint: E, input: EndpointInput<E>) {
  const { companyId, params, query, body, token } = input as {
    companyId?: string;
    params?: object;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    token?: string;
  };
  const sent = query
    ? (Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
        string,
        string | number | boolean
      >)
    : undefined;
  return apiCall(app, endpoint.method, endpointUrl(endpoint, companyId, params), { token, query: sent, payload: body });
}

/** Calls an endpoint that must answer 200 (a failure shows the body) and answers its reply, typed by the contract. */
export async function okReply<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<ReplyOf<E>> {
  const response = await callEndpoint(app, endpoint, input);
  expect(response.statusCode, `${endpoint.method} ${endpoint.path}: ${response.body}`).toBe(200);
  return response.json() as ReplyOf<E>;
}

/** A call's input when the caller's defaults supply the company and the token. */
export type DefaultedInput<E extends Endpoint> = Omit<EndpointInput<E>, 'companyId' | 'token'> & {
  companyId?: string;
  token?: string;
};

/** The input argument: optional unless the endpoint's path has parameters. */
type InputArgs<E extends Endpoint> = [keyof ParamsOf<E>] extends [never]
  ? [input?: DefaultedInput<E>]
  : [input: DefaultedInput<E>];

export interface Defaults {
  app: FastifyInstance;
  token?: string;
  companyId?: string;
}

/**
 * callEndpoint and okReply with a test file's defaults (its app, its admin's token, its company),
 * read at each call: the defaults are known only once beforeAll has signed in.
 */
export function endpointCaller(defaults: () => Defaults) {
  const resolve = <E extends Endpoint>(input: DefaultedInput<E> | undefined) => {
    const { app, token, companyId } = defaults();
    const merged = { ...input, token: input?.token ?? token, companyId: input?.companyId ?? companyId };
    return { app, input: merged as unknown as EndpointInput<E> };
  };
  return {
    call<const E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>) {
      const { app, input: full } = resolve<E>(input);
      return callEndpoint(app, endpoint, full);
    },
    ok<const E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<ReplyOf<E>> {
      const { app, input: full } = resolve<E>(input);
      return okReply(app, endpoint, full);
    },
  };
}

export type { ReplyOf, RowOf };
