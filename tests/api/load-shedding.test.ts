import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint } from '../helpers/endpoint-call.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Overload sheds with 503 + Retry-After instead of hanging (src/server/plugins/load-shedding.ts).
 * Each case forces one pressure condition through the environment the server reads.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('7');
  expect(response.json()).toEqual({ message: expect.stringContaining('busy') });
}

describe('load shedding', () => {
  it('refuses requests beyond LOAD_MAX_IN_FLIGHT at once, answers the others', async () => {
    t = await buildTestApp({ LOAD_MAX_IN_FLIGHT: '2', LOAD_RETRY_AFTER_SECONDS: '7' });
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.admin.email);
    const harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
    const app = t.app;
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        callEndpoint(app, personEndpoints.list, { companyId: harborId, token: accessToken, query: { search: 'a' } }),
      ),
    );
    const shed = responses.filter((response) => response.statusCode === 503);
    const served = responses.filter((response) => response.statusCode === 200);
    expect(shed.length + served.length).toBe(responses.length);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(shed.length).toBeGreaterThan(0);
    for (const response of shed) expectShed(response);
    // Once the burst is over, the server answers again.
    const after = await callEndpoint(app, sessionEndpoints.ping, { companyId: harborId, token: accessToken });
    expect(after.statusCode).toBe(200);
  });

  it('sheds when under-pressure sees the heap above LOAD_MAX_HEAP_USED_BYTES', async () => {
    t = await buildTestApp({ LOAD_MAX_HEAP_USED_BYTES: '1', LOAD_RETRY_AFTER_SECONDS: '7' });
    // under-pressure samples memory once a second; the first sample is already over 1 byte.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expectShed(await t.app.inject({ method: 'GET', url: '/healthz' }));
    expectShed(await callEndpoint(t.app, sessionEndpoints.clientConfig, {}));
  });

  it('answers requests on connections beyond LOAD_MAX_CONNECTIONS with 503 and closes them', async () => {
    t = await buildTestApp({ LOAD_MAX_CONNECTIONS: '1', LOAD_RETRY_AFTER_SECONDS: '7' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const connect = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });
    const request = (socket: net.Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (text.includes('\r\n\r\n') && /\}$/.test(text)) resolve(text);
        });
        socket.once('end', () => resolve(text));
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      });
    const first = await connect();
    const second = await connect();
    try {
      const refused = await request(second);
      expect(refused).toMatch(/^HTTP\/1\.1 503/);
      expect(refused.toLowerCase()).toContain('retry-after: 7');
      expect(refused.toLowerCase()).toContain('connection: close');
      expect(await request(first)).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      first.destroy();
      second.destroy();
    }
  });
});
