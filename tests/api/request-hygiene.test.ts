import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiCall, type Query } from '../helpers/api-call.ts';
import { companyIdByName, databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { errorShapeProblems } from '../helpers/fuzz/response-checks.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Issue 9: what the request layer does with any input, before a route's own rules (items 1–3, 9–11). */
let t: TestApp;
let token: string;
let harborId: string;

const get = (url: string, query?: Query) => apiCall(t.app, 'GET', url, { token, query });
const saveVendorType = (payload: unknown) =>
  apiCall(t.app, 'POST', `/api/company/${harborId}/vendorType`, { token, payload });
const typeCount = () => rowCount(t.database.db, vendorTypes);

/** GET list routes of the company: the ones whose query schema takes a page. */
/** Fills a list's own path parameters (an event's activity log): the query is checked before any lookup. */
const SOME_ID = '00000000-0000-4000-8000-000000000001';

/** Every list (a GET with `page`), with the other query parameters it requires (a report's dates). */
function listRoutes(): { url: string; required: Record<string, string> }[] {
  type Parameter = { name: string; in: string; required?: boolean; schema?: { format?: string } };
  const document = t.app.swagger() as { paths: Record<string, { get?: { parameters?: Parameter[] } }> };
  return Object.entries(document.paths)
    .filter(([, item]) => item.get?.parameters?.some((parameter) => parameter.name === 'page'))
    .map(([path, item]) => {
      const required = (item.get?.parameters ?? []).filter((p) => p.in === 'query' && p.required);
      for (const parameter of required) {
        if (parameter.schema?.format !== 'date') throw new Error(`${path}: give ${parameter.name} a value here`);
      }
      return {
        url: path.replace('{companyId}', harborId).replace(/\{[A-Za-z]+\}/g, SOME_ID),
        required: Object.fromEntries(required.map((parameter) => [parameter.name, '2024-01-01'])),
      };
    });
}

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
});

afterAll(async () => {
  await t?.close();
});

describe('control characters and broken Unicode (item 1)', () => {
  it('refuses a NUL in a body field with 400 naming the field, and saves nothing', async () => {
    const before = await typeCount();
    const response = await saveVendorType({ name: 'Plumb\u0000ing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'name must not contain control characters',
      validationErrors: [{ field: 'name', message: 'must not contain control characters' }],
    });
    expect(await typeCount()).toBe(before);
  });

  it('refuses a NUL in the search of a list, and in a nested field', async () => {
    const search = await get(`/api/company/${harborId}/people`, { search: 'a\u0000b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().validationErrors).toEqual([
      { field: 'querystring.search', message: 'must not contain control characters' },
    ]);
    const nested = await apiCall(t.app, 'POST', `/api/company/${harborId}/positiontype`, {
      token,
      payload: { name: 'Nested', permissions: { 'manage\u0001Roles': true } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().validationErrors[0].field).toBe('permissions');
  });

  it('refuses an unpaired surrogate (it cannot be stored as UTF-8) but keeps tabs, line breaks and emoji', async () => {
    const lone = await saveVendorType({ name: 'half \ud83d pair' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().validationErrors).toEqual([{ field: 'name', message: 'must be valid Unicode text' }]);
    const fine = await saveVendorType({ name: 'Tab\there 👩‍🔧' });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().name).toBe('Tab\there 👩‍🔧');
  });
});

describe('ids (item 2)', () => {
  const ID = '3aba4df4-7c1b-4e6a-9f1d-2b3c4d5e6f70';

  it.each([`urn:uuid:${ID}`, `{${ID}}`, ID.replaceAll('-', ''), `${ID.slice(0, 9)}-${ID.slice(9)}`])(
    'refuses the path id %s with 400 before any query',
    async (id) => {
      const response = await get(`/api/company/${harborId}/people/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([{ field: 'params.id', message: 'must be a valid uuid' }]);
    },
  );

  it('refuses a non-canonical id in a body field with 400 naming it', async () => {
    const response = await saveVendorType({ id: `urn:uuid:${ID}`, name: 'Roofing' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'id', message: 'must be a valid uuid' }]);
  });

  it('takes the canonical form in either case', async () => {
    const response = await get(`/api/company/${harborId}/people/${ID.toUpperCase()}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('paging bounds (item 3)', () => {
  it.each([
    ['page', '99999999999999999999', 'must be at most 1000000'],
    ['page', 'Infinity', 'must be at most 1000000'],
    ['page', '0', 'must be at least 1'],
    ['pageSize', 'Infinity', 'must be at most 1000'],
    ['pageSize', '1001', 'must be at most 1000'],
  ])('answers %s=%s with 400 on every list', async (name, value, message) => {
    const lists = listRoutes();
    expect(lists.length).toBeGreaterThanOrEqual(8);
    for (const { url, required } of lists) {
      const response = await get(url, { ...required, [name]: value });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().validationErrors, url).toEqual([{ field: `querystring.${name}`, message }]);
    }
  });

  it('still reads the last allowed page (empty) and a coerced page number', async () => {
    const far = await get(`/api/company/${harborId}/vendortypes`, { page: 1_000_000 });
    expect(far.statusCode).toBe(200);
    expect(far.json().types).toEqual([]);
    const second = await get(`/api/company/${harborId}/vendortypes`, { page: '2', pageSize: '1' });
    expect(second.statusCode).toBe(200);
    expect(second.json().types).toHaveLength(1);
  });
});

describe('no caching of company data (item 9)', () => {
  it('marks API answers no-store, refusals included', async () => {
    expect((await get(`/api/company/${harborId}/people`)).headers['cache-control']).toBe('no-store');
    expect((await get(`/api/company/${harborId}/people/not-an-id`)).headers['cache-control']).toBe('no-store');
    const anonymous = await apiCall(t.app, 'GET', `/api/company/${harborId}/people`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('framework errors in the one shape (item 10)', () => {
  it('answers a malformed address with 400 { message }', async () => {
    const response = await get(`/api/company/${harborId}/people/%E0%A4%A`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid (it is not correctly URL-encoded).' });
  });

  it('answers an over-long path parameter with 414 { message }', async () => {
    const response = await get(`/api/company/${harborId}/people/${'a'.repeat(500)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'The address is too long.' });
  });

  it('answers bad JSON, an unsupported media type and a body past the limit in the shape', async () => {
    const raw = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/company/${harborId}/vendorType`,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    for (const response of [
      await raw('application/json', '{"name":'),
      await raw('application/xml', '<name/>'),
      await raw('application/json', JSON.stringify({ name: 'x'.repeat(t.config.bodyLimitBytes) })),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorShapeProblems(response.json())).toEqual([]);
    }
  });

  it('answers HTTP that Node cannot parse (an over-long query string, a broken request line) in the shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const rawRequest = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const long = await rawRequest(
      `GET /api/company/${harborId}/people?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(long.split('\r\n\r\n')[1])).toEqual({
      message: 'The request headers or the address are too long.',
    });
    const broken = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.split('\r\n\r\n')[1])).toEqual({ message: 'The request is not valid HTTP.' });
  });
});

describe('JSON bodies are taken as typed (item 11)', () => {
  it.each([
    [{ name: 0 }, 'name', 'must be a string'],
    [{ name: 'Typed', active: 'true' }, 'active', 'must be a boolean'],
  ])('refuses %j with 400 and saves nothing', async (payload, field, message) => {
    const before = await databaseFingerprint(t.database);
    const response = await saveVendorType(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field, message }]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});
