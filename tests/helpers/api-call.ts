import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { companyIdByName } from './fixtures.ts';
import { loginAs } from './login.ts';
import type { TestApp } from './test-app.ts';

/**
 * Calls the API as the client does: through app.inject, with a bearer token — by method and URL,
 * untyped. Tests of declared endpoints call them through tests/helpers/endpoint-call.ts (typed by
 * the contracts); `apiCall` is for what no contract declares: malformed paths, ids and methods,
 * raw bodies and headers (the route matrix, the fuzzer, request hygiene, the error tests).
 */

/** A list's querystring; every value is sent as its string form. */
export type Query = Record<string, string | number | boolean>;

export interface CallOptions {
  /** Sent as `authorization: Bearer <token>`; no authorization header when absent. */
  token?: string;
  /** The JSON body; none when absent. */
  payload?: unknown;
  query?: Query;
}

export function apiCall(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  { token, payload, query }: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    query: query ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) : undefined,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** What app.inject answers, as far as the helpers read it. */
export interface ApiResponse {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** The JSON body of a response that must be 200; a failure shows the body. */
export async function okJson<T>(response: ApiResponse | Promise<ApiResponse>): Promise<T> {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json() as T;
}

export interface CompanySummary {
  companyId: string;
  companyName: string;
}

/**
 * The companies of the token's login, from POST /api/users/handlelogin (which must answer 200).
 * `payload` is the body sent: the server reads the e-mail from the token, never from the body.
 */
export async function companiesOf(
  app: FastifyInstance,
  token: string,
  payload: object = {},
): Promise<CompanySummary[]> {
  const response = await apiCall(app, 'POST', '/api/users/handlelogin', { token, payload });
  expect(response.statusCode).toBe(200);
  return response.json().companies;
}

/** The id of the first company of the token's login (handlelogin). */
export async function firstCompany(app: FastifyInstance, token: string): Promise<string> {
  return (await companiesOf(app, token))[0].companyId;
}

/** The two demo admins' access tokens and their companies' ids (Harbor's admin, Summit's admin). */
export interface DemoAdmins {
  adminToken: string;
  summitToken: string;
  harborId: string;
  summitId: string;
}

/**
 * Signs in Harbor's and Summit's admins. The company ids are looked up by the demo companies'
 * names, or with `{ companyIdsFrom: 'handlelogin' }` taken as each admin's first company.
 */
export async function signInDemoAdmins(
  t: TestApp,
  options: { companyIdsFrom?: 'name' | 'handlelogin' } = {},
): Promise<DemoAdmins> {
  const adminToken = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
  const summitToken = (await loginAs(t.app, DEMO_LOGINS.summitAdmin.email)).accessToken;
  if (options.companyIdsFrom === 'handlelogin') {
    const harborId = await firstCompany(t.app, adminToken);
    const summitId = await firstCompany(t.app, summitToken);
    return { adminToken, summitToken, harborId, summitId };
  }
  const harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  const summitId = await companyIdByName(t.database.db, DEMO_COMPANIES.summit.name);
  return { adminToken, summitToken, harborId, summitId };
}
