import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../schemas/endpoints.ts';
import { fullPath } from '../../schemas/protocol/contract.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Routes that are not API endpoints: the documentation and the identity provider's own pages. */
const NOT_ENDPOINTS = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('contracts (schemas/): one declaration per endpoint', () => {
  it('registers every declared endpoint exactly once, with the need and feature of its contract', async () => {
    const { app } = t;
    for (const endpoint of ALL_ENDPOINTS) {
      const registered = app.routeList.filter(
        (route) => route.method === endpoint.method && route.url === fullPath(endpoint),
      );
      expect(registered, `${endpoint.method} ${fullPath(endpoint)}`).toHaveLength(1);
      expect(registered[0]?.endpoint).toBe(endpoint);
      if (endpoint.scope === 'company') expect(registered[0]?.need).toEqual(endpoint.need);
      if (endpoint.scope === 'public') expect(registered[0]?.public).toBe(true);
    }
  });

  it('has no /api route that is not a declared endpoint', async () => {
    const { app } = t;
    const declared = new Set(ALL_ENDPOINTS);
    const undeclared = app.routeList
      .filter((route) => !NOT_ENDPOINTS(route.url))
      .filter((route) => !route.endpoint || !declared.has(route.endpoint))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${fullPath(endpoint)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
