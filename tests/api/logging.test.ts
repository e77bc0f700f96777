import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await buildTestApp({}, stream);
});
afterAll(() => t?.close());

describe('structured logs', () => {
  it('carry a request id and never the password, the tokens or the authorization header', async () => {
    const tokens = await loginAs(t.app, DEMO_LOGINS.admin.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/handlelogin',
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-request-id': 'req-under-test' },
      payload: {},
    });
    await t.app.inject({ method: 'GET', url: `/api/users/handlelogin?access_token=${tokens.accessToken}` });
    const output = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(entries.some((entry) => entry.reqId === 'req-under-test')).toBe(true);
    for (const secret of [DEMO_PASSWORD, tokens.accessToken, tokens.refreshToken, tokens.idToken]) {
      expect(output).not.toContain(secret);
    }
  });
});
