import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesEndpoints } from '../../schemas/preferences.ts';
import { userPreferences } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint, okReply, unchecked } from '../helpers/endpoint-call.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A person's language (issue 27): GET/POST /account/preferences, and the default that the first
 * sign-in (POST /users/handlelogin) takes from the browser's Accept-Language. PGlite by default,
 * PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

const preferencesOf = (token: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/account/preferences',
    headers: { authorization: `Bearer ${token}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });

const signInRecorded = (token: string, acceptLanguage: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/handlelogin',
    headers: { authorization: `Bearer ${token}`, 'accept-language': acceptLanguage },
    payload: {},
  });

async function storedLanguage(email: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.emailKey, email.toLowerCase()));
  return row?.language ?? null;
}

describe('GET /account/preferences', () => {
  it("before the first sign-in answers the browser's language, and stores nothing", async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.viewer.email);
    for (const [header, language] of [
      ['es-MX,es;q=0.9,en;q=0.8', 'es'],
      ['fr-FR,es;q=0.7,en;q=0.6', 'es'],
      ['en;q=0.4, es;q=0.8', 'es'],
      ['en-US,en;q=0.9', 'en'],
      ['de-DE', 'en'],
      [undefined, 'en'],
    ] as const) {
      const response = await preferencesOf(accessToken, header);
      expect(response.statusCode, header).toBe(200);
      expect(response.json(), header).toEqual({ language });
    }
    expect(await storedLanguage(DEMO_LOGINS.viewer.email)).toBeNull();
  });

  it('needs a sign-in', async () => {
    expect((await callEndpoint(t.app, preferencesEndpoints.preferences, {})).statusCode).toBe(401);
    expect(
      (await callEndpoint(t.app, preferencesEndpoints.savePreferences, { body: { language: 'es' } })).statusCode,
    ).toBe(401);
  });
});

describe('the first sign-in', () => {
  it("keeps the browser's language; a later sign-in from another browser changes nothing", async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    expect((await signInRecorded(accessToken, 'es-419,es;q=0.9,en;q=0.5')).statusCode).toBe(200);
    expect(await storedLanguage(DEMO_LOGINS.reporter.email)).toBe('es');
    // Another browser, in English: the person's language stays what was kept.
    expect((await signInRecorded(accessToken, 'en-US,en;q=0.9')).statusCode).toBe(200);
    expect((await preferencesOf(accessToken, 'en-US')).json()).toEqual({ language: 'es' });
  });

  it('without a language the product speaks keeps English', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.summitAdmin.email);
    expect((await signInRecorded(accessToken, 'pt-BR,fr;q=0.5')).statusCode).toBe(200);
    expect(await storedLanguage(DEMO_LOGINS.summitAdmin.email)).toBe('en');
  });
});

describe('POST /account/preferences', () => {
  it('saves the choice for every company of the person, over the first sign-in default', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.both.email);
    await signInRecorded(accessToken, 'en-US');
    expect(await storedLanguage(DEMO_LOGINS.both.email)).toBe('en');
    expect(
      await okReply(t.app, preferencesEndpoints.savePreferences, { token: accessToken, body: { language: 'es' } }),
    ).toEqual({ language: 'es' });
    // Whatever the browser asks for, and after another sign-in: the choice stands.
    expect((await preferencesOf(accessToken, 'en-US')).json()).toEqual({ language: 'es' });
    await signInRecorded(accessToken, 'en-US');
    expect(await okReply(t.app, preferencesEndpoints.preferences, { token: accessToken })).toEqual({ language: 'es' });
    // And back.
    await okReply(t.app, preferencesEndpoints.savePreferences, { token: accessToken, body: { language: 'en' } });
    expect(await storedLanguage(DEMO_LOGINS.both.email)).toBe('en');
  });

  it("is the caller's own: another person's language is not changed", async () => {
    const manager = await loginAs(t.app, DEMO_LOGINS.manager.email);
    const admin = await loginAs(t.app, DEMO_LOGINS.admin.email);
    await okReply(t.app, preferencesEndpoints.savePreferences, {
      token: manager.accessToken,
      body: { language: 'es' },
    });
    await okReply(t.app, preferencesEndpoints.savePreferences, { token: admin.accessToken, body: { language: 'en' } });
    expect(await okReply(t.app, preferencesEndpoints.preferences, { token: manager.accessToken })).toEqual({
      language: 'es',
    });
  });

  it('refuses a language the product does not speak, and anything else', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.manager.email);
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}, { language: null }, { language: 1 }]) {
      const refused = await callEndpoint(t.app, preferencesEndpoints.savePreferences, {
        token: accessToken,
        body: unchecked(body),
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    // An unknown field is dropped (the API's rule for closed schemas), the language saved.
    const extra = await callEndpoint(t.app, preferencesEndpoints.savePreferences, {
      token: accessToken,
      body: unchecked({ language: 'es', theme: 'dark' }),
    });
    expect(extra.json()).toEqual({ language: 'es' });
    expect(await okReply(t.app, preferencesEndpoints.preferences, { token: accessToken })).toEqual({ language: 'es' });
  });
});
