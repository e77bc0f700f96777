import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../schemas/account.ts';
import { logins } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { companiesOf } from '../helpers/api-call.ts';
import { callEndpoint, okReply } from '../helpers/endpoint-call.ts';
import { clientOf, loginAs, passwordFlow, TestBrowser } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

const NEW_PASSWORD = 'lantern meadow copper 7';

const change = (token: string, body: Record<string, string>) =>
  callEndpoint(t.app, accountEndpoints.changePassword, { token, body: body as never });

/** A refresh of the token: whether the sign-in behind it still stands at the provider. */
async function refreshWorks(refreshToken: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientOf(t.app).clientId,
    }).toString(),
  });
  return response.statusCode === 200;
}

describe('GET /account', () => {
  it("answers the caller's e-mail and whether the login has a password", async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.viewer.email);
    expect(await okReply(t.app, accountEndpoints.detail, { token: accessToken })).toEqual({
      email: DEMO_LOGINS.viewer.email,
      hasPassword: true,
    });
    expect((await callEndpoint(t.app, accountEndpoints.detail, {})).statusCode).toBe(401);
  });
});

describe('POST /account/password', () => {
  it('refuses a wrong current password and weak new ones, saying why on the field', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    const wrong = await change(accessToken, { currentPassword: 'not it', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validationErrors).toEqual([
      { field: 'currentPassword', message: 'The current password is not correct.' },
    ]);
    for (const [weak, message] of [
      ['short one', 'Use at least 12 characters.'],
      ['password1234', 'This password is too close to a common or leaked password.'],
      ['reporter.harbor.example', 'Do not use your name or e-mail address in your password.'],
      ['aaaaaaaaaaaaaaa', 'Avoid repeated characters like "aaa".'],
      ['x'.repeat(129), 'Use at most 128 characters.'],
    ]) {
      const refused = await change(accessToken, { currentPassword: DEMO_PASSWORD, newPassword: weak });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().validationErrors).toEqual([{ field: 'newPassword', message }]);
    }
    // Nothing changed: the demo password still signs in.
    await loginAs(t.app, DEMO_LOGINS.reporter.email, DEMO_PASSWORD, { fresh: true });
  });

  it("changes the password, keeps this sign-in and ends the login's others", async () => {
    const here = await passwordFlow(
      TestBrowser.forApp(t.app),
      clientOf(t.app),
      DEMO_LOGINS.manager.email,
      DEMO_PASSWORD,
    );
    const elsewhere = await passwordFlow(
      TestBrowser.forApp(t.app),
      clientOf(t.app),
      DEMO_LOGINS.manager.email,
      DEMO_PASSWORD,
    );
    const response = await change(here.accessToken, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: true });

    expect((await companiesOf(t.app, here.accessToken)).length).toBeGreaterThan(0);
    expect(await refreshWorks(here.refreshToken)).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/handlelogin',
      headers: { authorization: `Bearer ${elsewhere.accessToken}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(await refreshWorks(elsewhere.refreshToken)).toBe(false);

    await expect(
      passwordFlow(TestBrowser.forApp(t.app), clientOf(t.app), DEMO_LOGINS.manager.email, DEMO_PASSWORD),
    ).rejects.toThrow();
    await passwordFlow(TestBrowser.forApp(t.app), clientOf(t.app), DEMO_LOGINS.manager.email, NEW_PASSWORD);
  });

  it('lets a login without a password (an invitation accepted without one) set its first, with no current password', async () => {
    await t.database.db.update(logins).set({ passwordHash: null }).where(eq(logins.email, DEMO_LOGINS.both.email));
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.admin.email);
    expect((await okReply(t.app, accountEndpoints.detail, { token: accessToken })).hasPassword).toBe(true);
    // The admin's own login still needs its current password.
    expect((await change(accessToken, { newPassword: NEW_PASSWORD })).statusCode).toBe(400);
  });
});
