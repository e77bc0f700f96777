import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import { people } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint, okReply, unchecked } from '../helpers/endpoint-call.ts';
import { companyIdByName, createMember } from '../helpers/fixtures.ts';
import { type Client, clientOf, loginAs, logOut, passwordFlow, TestBrowser, type Tokens } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Caches far longer than any test: whatever takes effect here does so because this process knew.
const LONG_CACHE = { MEMBERSHIP_CACHE_TTL_MS: '600000' };

let t: TestApp;
let client: Client;
let harborId: string;

beforeAll(async () => {
  t = await buildTestApp(LONG_CACHE);
  client = clientOf(t.app);
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
});
afterAll(() => t?.close());

const ping = (token: string) => callEndpoint(t.app, sessionEndpoints.ping, { companyId: harborId, token });

/** The product's Logout through the provider. */
async function logout(browser: TestBrowser, tokens: Tokens): Promise<void> {
  expect(await logOut(browser, t.app, tokens)).toBe(303);
}

const refresh = (refreshToken: string) =>
  TestBrowser.forApp(t.app).request('POST', '/oidc/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: client.clientId,
  });

describe('logout ends the access token at once', () => {
  it('answers 401 on a company route with the old access token after logout, and refuses its refresh token', async () => {
    const browser = TestBrowser.forApp(t.app);
    const tokens = await passwordFlow(browser, client, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    // Another sign-in of the same login (another browser) is not ended by this logout.
    const otherDevice = await loginAs(t.app, DEMO_LOGINS.viewer.email, DEMO_PASSWORD, { fresh: true });
    expect((await ping(tokens.accessToken)).statusCode).toBe(200);

    await logout(browser, tokens);

    const after = await ping(tokens.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'The session has ended.' });
    expect((await refresh(tokens.refreshToken)).status).toBe(400);
    expect((await ping(otherDevice.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 once the client revokes its refresh token (the whole sign-in ends)', async () => {
    const tokens = await loginAs(t.app, DEMO_LOGINS.manager.email, DEMO_PASSWORD, { fresh: true });
    expect((await ping(tokens.accessToken)).statusCode).toBe(200);
    const revoked = await TestBrowser.forApp(t.app).request('POST', '/oidc/token/revocation', {
      token: tokens.refreshToken,
      token_type_hint: 'refresh_token',
      client_id: client.clientId,
    });
    expect(revoked.status).toBe(200);
    expect((await ping(tokens.accessToken)).statusCode).toBe(401);
  });
});

describe('archiving a person', () => {
  it('answers 403 with their token at once on the same process', async () => {
    const email = await createMember(t.database.db, harborId, 'archived.soon@test.example', ['viewDashboard']);
    const { accessToken } = await loginAs(t.app, email);
    const admin = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
    expect((await ping(accessToken)).statusCode).toBe(200); // the membership is now cached

    const [row] = await t.database.db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email));
    const asAdmin = { companyId: harborId, token: admin };
    const detail = await okReply(t.app, personEndpoints.detail, { ...asAdmin, params: { id: row.id } });
    const person = Object.fromEntries(Object.entries(detail.person).filter(([, value]) => value !== null));
    await okReply(t.app, personEndpoints.save, { ...asAdmin, body: unchecked({ ...person, isArchived: true }) });

    expect((await ping(accessToken)).statusCode).toBe(403);
    const permissions = await callEndpoint(t.app, sessionEndpoints.permissions, {
      companyId: harborId,
      token: accessToken,
    });
    expect(permissions.statusCode).toBe(403);
  });
});
