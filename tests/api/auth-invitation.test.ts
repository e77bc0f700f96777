import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAccountMail } from '../../src/server/auth/accounts/account-mail-job.ts';
import { accountTokens, logins } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import {
  type Client,
  clientOf,
  codeFrom,
  exchangeCode,
  passwordFlow,
  type RawResponse,
  startAuthorization,
  TestBrowser,
} from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const NOT_VALID = 'This invitation link is invalid, expired or already used.';
const STRONG_PASSWORD = 'copper lantern drifts over quiet harbors';

let t: TestApp;
let client: Client;
let harborId: string;

// The worker stays off: every e-mail here is made by calling deliverAccountMail.
beforeAll(async () => {
  t = await buildTestApp({ JOBS_RUN_WORKERS: 'false' });
  client = clientOf(t.app);
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
});
afterAll(() => t?.close());

let counter = 0;

/** A login without a password (as a person's save creates it) and the token of its invitation e-mail. */
async function invite(
  options: { companyId?: string } = {},
): Promise<{ loginId: string; email: string; token: string }> {
  counter += 1;
  const email = `invited.${counter}@test.example`;
  const [login] = await t.database.db
    .insert(logins)
    .values({ email, name: `Invited Person ${counter}` })
    .returning({ id: logins.id });
  const sent = await deliverAccountMail(
    {
      db: t.database.db,
      mail: t.app.adapters.mail,
      clock: t.app.clock,
      log: t.app.log,
      publicUrl: t.config.publicUrl,
      issuer: t.config.oidc.issuer,
    },
    { kind: 'invitation', loginId: login.id, companyId: options.companyId ?? harborId, inviterName: 'Avery Admin' },
  );
  const token = sent?.link ? new URL(sent.link).searchParams.get('invitation') : null;
  if (!token) throw new Error('the invitation e-mail has no link');
  return { loginId: login.id, email, token };
}

/** What the client does with ?invitation=TOKEN: a sign-in with prompt=login and the token passed on. */
async function openInvitation(token: string, browser = TestBrowser.forApp(t.app)) {
  const start = await startAuthorization(browser, client, { prompt: 'login', invitation: token });
  return { browser, start };
}

async function answer(browser: TestBrowser, page: RawResponse, form: Record<string, string>): Promise<RawResponse> {
  const response = await browser.request('POST', `${page.url.split('?')[0]}/invitation`, form);
  return browser.follow(response, (location) => location.startsWith(client.redirectUri));
}

async function tokenRow(loginId: string) {
  const [row] = await t.database.db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.loginId, loginId))
    .orderBy(sql`${accountTokens.createdAt} desc`)
    .limit(1);
  return row;
}

async function passwordHashOf(loginId: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ passwordHash: logins.passwordHash })
    .from(logins)
    .where(eq(logins.id, loginId));
  return row.passwordHash;
}

describe('the welcome page of an invitation', () => {
  it('greets with the company, shows the e-mail and offers an optional new password', async () => {
    const { email, token } = await invite();
    const { start } = await openInvitation(token);
    expect(start.page.status).toBe(200);
    const body = start.page.body;
    expect(body).toContain(`<h1>Welcome to ${DEMO_COMPANIES.harbor.name}</h1>`);
    expect(body).toContain(`value="${email}"`);
    expect(body).toMatch(/<input id="account-email" type="email" autocomplete="username" readonly/);
    expect(body).toMatch(/<label for="password">Password \(optional\)<\/label>/);
    expect(body).toMatch(/id="password" name="password" type="password" autocomplete="new-password"/);
    expect(body).toContain('At least 12 characters.');
    expect(body).toContain('name="action" value="password">Set password and continue</button>');
    expect(body).toContain('name="action" value="skip" class="secondary">Continue without a password</button>');
    // The token is not in the page: the answer reads it from the sign-in, never from the form.
    expect(body).not.toContain(token);
    expect(body).not.toContain('role="alert"');
  });

  it('signs in without a password ("Continue without a password"), once', async () => {
    const { loginId, email, token } = await invite();
    const { browser, start } = await openInvitation(token);
    const callback = await answer(browser, start.page, { action: 'skip', password: '' });
    const tokens = await exchangeCode(browser, client, codeFrom(callback, client, start.state), start.codeVerifier);
    expect(decodeJwt(tokens.accessToken)).toMatchObject({ sub: loginId, email });
    expect(await passwordHashOf(loginId)).toBeNull();
    expect((await tokenRow(loginId)).usedAt).not.toBeNull();

    // The link is spent: opening it again (another browser, too) shows the invalid page.
    const again = await openInvitation(token);
    expect(again.start.page.status).toBe(400);
    expect(again.start.page.body).toContain('Invitation link not valid');
    expect(again.start.page.body).toContain(NOT_VALID);
    expect(again.start.page.body).toContain(`<a class="button" href="${t.config.publicUrl}/">Sign in</a>`);
  });

  it('refuses a weak password without spending the link; a strong one is set and signs in', async () => {
    const { loginId, email, token } = await invite();
    const { browser, start } = await openInvitation(token);

    const weak = await answer(browser, start.page, { action: 'password', password: 'password1234' });
    expect(weak.status).toBe(200);
    expect(weak.body).toMatch(/<div class="error" role="alert">[^<]+<\/div>/);
    expect(weak.body).toContain('aria-invalid="true"');
    expect(weak.body).toContain(`Welcome to ${DEMO_COMPANIES.harbor.name}`);
    expect((await tokenRow(loginId)).usedAt).toBeNull();
    expect(await passwordHashOf(loginId)).toBeNull();

    const tooShort = await answer(browser, start.page, { action: 'password', password: 'short' });
    expect(tooShort.body).toContain('Use at least 12 characters.');

    const callback = await answer(browser, start.page, { action: 'password', password: STRONG_PASSWORD });
    const tokens = await exchangeCode(browser, client, codeFrom(callback, client, start.state), start.codeVerifier);
    expect(decodeJwt(tokens.accessToken)).toMatchObject({ sub: loginId, email });
    expect(await passwordHashOf(loginId)).not.toBeNull();

    // From now on the password page signs them in with it.
    const later = await passwordFlow(TestBrowser.forApp(t.app), client, email, STRONG_PASSWORD);
    expect(decodeJwt(later.accessToken).sub).toBe(loginId);
  });

  it('greets with the product name when the invitation names no company', async () => {
    const { loginId, token } = await invite();
    await t.database.db.update(accountTokens).set({ companyId: null }).where(eq(accountTokens.loginId, loginId));
    const { start } = await openInvitation(token);
    expect(start.page.status).toBe(200);
    expect(start.page.body).toMatch(/<h1>Welcome to [^<]+<\/h1>/);
    expect(start.page.body).not.toContain(DEMO_COMPANIES.harbor.name);
  });
});

describe('links that are not valid', () => {
  it('shows the invalid page for an unknown token', async () => {
    const { start } = await openInvitation('made-up-token');
    expect(start.page.status).toBe(400);
    expect(start.page.body).toContain(NOT_VALID);
    expect(start.page.body).toContain('ask your administrator to send you a new invitation');
  });

  it('shows the invalid page for an expired token, and its answer cannot sign in either', async () => {
    const { loginId, token } = await invite();
    const { browser, start } = await openInvitation(token);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.loginId, loginId));

    const reopened = await openInvitation(token);
    expect(reopened.start.page.status).toBe(400);
    expect(reopened.start.page.body).toContain(NOT_VALID);

    // The welcome page was open before it expired: its answer is refused too.
    const late = await answer(browser, start.page, { action: 'skip' });
    expect(late.status).toBe(400);
    expect(late.location).toBeUndefined();
    expect(late.body).toContain(NOT_VALID);
  });

  it('shows the invalid page when another tab accepted the invitation first', async () => {
    const { token } = await invite();
    const first = await openInvitation(token);
    const second = await openInvitation(token);
    const accepted = await answer(first.browser, first.start.page, { action: 'skip' });
    expect(codeFrom(accepted, client, first.start.state)).toBeTruthy();
    const late = await answer(second.browser, second.start.page, { action: 'skip' });
    expect(late.status).toBe(400);
    expect(late.body).toContain(NOT_VALID);
  });

  it('takes the token only from the sign-in, never from the posted form', async () => {
    const { loginId, token } = await invite();
    const browser = TestBrowser.forApp(t.app);
    const { page } = await startAuthorization(browser, client);
    expect(page.body).toContain('autocomplete="current-password"');
    const response = await browser.request('POST', `${page.url}/invitation`, { action: 'skip', invitation: token });
    expect(response.status).toBe(400);
    expect(response.location).toBeUndefined();
    expect((await tokenRow(loginId)).usedAt).toBeNull();
  });

  it('leaves a sign-in without an invitation on the password page', async () => {
    const { page } = await startAuthorization(TestBrowser.forApp(t.app), client, { prompt: 'login' });
    expect(page.body).toContain('<h1>Sign in</h1>');
    const tokens = await passwordFlow(TestBrowser.forApp(t.app), client, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(decodeJwt(tokens.accessToken).email).toBe(DEMO_LOGINS.viewer.email);
  });
});
