import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../schemas/session.ts';
import { type AccountMailData, deliverAccountMail } from '../../src/server/auth/accounts/account-mail-job.ts';
import { savePreferences } from '../../src/server/auth/accounts/preferences.ts';
import { passwordProblem } from '../../src/server/auth/password-rules.ts';
import { accountTokens, logins } from '../../src/server/db/schema/index.ts';
import { outbox } from '../../src/server/db/schema/outbox.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { callEndpoint } from '../helpers/endpoint-call.ts';
import { companyIdByName, createMember } from '../helpers/fixtures.ts';
import {
  type Client,
  clientOf,
  hiddenInputs,
  type InjectOrigin,
  passwordFlow,
  startAuthorization,
  submitPassword,
  TestBrowser,
} from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const RESET_REQUESTED = 'If an account exists for that address, we sent a link to choose a new password.';
const NEW_PASSWORD = 'seven amber kites above the quay';

let t: TestApp;
let client: Client;
let harborId: string;

// No worker: a queued reset e-mail stays in the queue, where the test reads it and delivers it itself.
// Grants stay cached far longer than any test: a reset ends tokens here because this process was told.
beforeAll(async () => {
  t = await buildTestApp({ JOBS_RUN_WORKERS: 'false', MEMBERSHIP_CACHE_TTL_MS: '600000' });
  client = clientOf(t.app);
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
});
afterAll(() => t?.close());

const ping = (token: string) => callEndpoint(t.app, sessionEndpoints.ping, { companyId: harborId, token });

/** The account e-mails waiting in the job queue. */
async function queuedAccountMail(): Promise<AccountMailData[]> {
  const rows = await t.database.query<{ data: AccountMailData }>(
    "select data from pgboss.job where name = 'account-mail' order by created_on",
  );
  return rows.map((row) => row.data);
}

/** What the job does with a queued e-mail; returns the reset link in it. */
async function deliver(data: AccountMailData): Promise<string> {
  const sent = await deliverAccountMail(
    {
      db: t.database.db,
      mail: t.app.adapters.mail,
      clock: t.app.clock,
      log: t.app.log,
      publicUrl: t.config.publicUrl,
      issuer: t.config.oidc.issuer,
    },
    data,
  );
  if (!sent?.link) throw new Error('the e-mail has no link');
  return sent.link;
}

/** Opens the sign-in page, follows 'Forgot password?' and asks for a link for `email`. */
async function forgot(email: string, origin?: InjectOrigin) {
  const browser = TestBrowser.forApp(t.app, origin);
  const { page } = await startAuthorization(browser, client);
  const href = /<a href="([^"]+)">Forgot password\?<\/a>/.exec(page.body)?.[1];
  if (!href) throw new Error('no Forgot password? link');
  const form = await browser.request('GET', href.replaceAll('&amp;', '&'));
  expect(form.status).toBe(200);
  return browser.request('POST', `${page.url}/forgot`, { email });
}

/** Asks for a reset of `email` and delivers the e-mail it queued; returns the link. */
async function resetLinkFor(email: string, loginId: string): Promise<string> {
  const before = (await queuedAccountMail()).length;
  const response = await forgot(email);
  expect(response.body).toContain(RESET_REQUESTED);
  const queued = (await queuedAccountMail()).slice(before);
  expect(queued).toEqual([{ kind: 'password-reset', loginId }]);
  return deliver(queued[0]);
}

async function loginIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: logins.id }).from(logins).where(eq(logins.email, email));
  return row.id;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Whether the token was spent (only its hash is stored). */
async function tokenUsed(token: string): Promise<boolean> {
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  const [row] = await t.database.db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, tokenHash));
  if (!row) throw new Error('no such token');
  return row.usedAt !== null;
}

/** Opens the reset link (any browser) and posts the form it shows. */
async function submitReset(link: string, password: string, confirm = password) {
  const browser = TestBrowser.forApp(t.app);
  const page = await browser.request('GET', link);
  expect(page.status).toBe(200);
  const response = await browser.request('POST', '/oidc/password-reset', {
    ...hiddenInputs(page.body),
    password,
    confirm,
  });
  return { page, response };
}

let memberCount = 0;
async function member(): Promise<{ email: string; loginId: string }> {
  memberCount += 1;
  const email = await createMember(t.database.db, harborId, `reset.${memberCount}@test.example`, ['viewDashboard']);
  return { email, loginId: await loginIdOf(email) };
}

describe('forgot password', () => {
  it('is linked from the password page, with the e-mail typed so far', async () => {
    const browser = TestBrowser.forApp(t.app);
    const { page } = await startAuthorization(browser, client);
    expect(page.body).toContain(`<a href="${page.url}/forgot">Forgot password?</a>`);

    const refused = await submitPassword(browser, client, page, DEMO_LOGINS.viewer.email, 'wrong-password');
    const href = /<a href="([^"]+)">Forgot password\?<\/a>/.exec(refused.body)?.[1] ?? '';
    expect(href).toBe(`${page.url}/forgot?email=${encodeURIComponent(DEMO_LOGINS.viewer.email)}`);
    const form = await browser.request('GET', href);
    expect(form.status).toBe(200);
    expect(form.body).toContain('<h1>Forgot your password?</h1>');
    expect(form.body).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email"/);
    expect(form.body).toContain('autocomplete="username"');
    expect(form.body).toContain(`value="${DEMO_LOGINS.viewer.email}"`);
  });

  it('answers the same page for known and unknown e-mails, and queues mail only for a login', async () => {
    const before = await queuedAccountMail();
    const known = await forgot(DEMO_LOGINS.reporter.email);
    const unknown = await forgot('no-such-person@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toContain(RESET_REQUESTED);
    expect(unknown.body).toBe(known.body);

    const queued = (await queuedAccountMail()).slice(before.length);
    expect(queued).toEqual([{ kind: 'password-reset', loginId: await loginIdOf(DEMO_LOGINS.reporter.email) }]);

    // The job's e-mail: a link to the provider's reset page.
    const link = await deliver(queued[0]);
    expect(link.startsWith(`${t.config.oidc.issuer}/password-reset?token=`)).toBe(true);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, DEMO_LOGINS.reporter.email));
    expect(mails.at(-1)?.body).toContain(link);
    const none = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'no-such-person@example.com'));
    expect(none).toEqual([]);
  });

  it('asks again for an empty e-mail', async () => {
    const response = await forgot('');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div class="error" role="alert">Enter your e-mail address.</div>');
  });

  it('is throttled per e-mail like the sign-in link, whether or not the e-mail has a login', async () => {
    const origin = { remoteAddress: '192.0.2.77' };
    const email = 'flood-target@example.com';
    for (let i = 0; i < t.config.oidc.loginMaxFailures; i++) {
      const response = await forgot(email, origin);
      expect(response.status, `request ${i}`).toBe(200);
      expect(response.body).toContain(RESET_REQUESTED);
    }
    const locked = await forgot(email, origin);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(
      /<div class="error" role="alert">Too many sign-in attempts\. Try again in \d+ minutes?\.<\/div>/,
    );
    expect(locked.body).not.toContain(RESET_REQUESTED);
  });
});

describe('the reset page', () => {
  it('sets the new password, ends every other sign-in of the login, and works once', async () => {
    const { email, loginId } = await member();
    const thisDevice = await passwordFlow(TestBrowser.forApp(t.app), client, email, DEMO_PASSWORD);
    const otherDevice = await passwordFlow(TestBrowser.forApp(t.app), client, email, DEMO_PASSWORD);
    // Both grants are now cached as active for ten minutes.
    expect((await ping(thisDevice.accessToken)).statusCode).toBe(200);
    expect((await ping(otherDevice.accessToken)).statusCode).toBe(200);

    const link = await resetLinkFor(email, loginId);
    const { page, response } = await submitReset(link, NEW_PASSWORD);
    expect(page.body).toContain('<h1>Choose a new password</h1>');
    expect(page.body).toContain(`value="${email}"`);
    expect(page.body).toContain('At least 12 characters.');
    expect(page.body.match(/autocomplete="new-password"/g)).toHaveLength(2);
    expect(page.body).toContain('<label for="confirm">Confirm new password</label>');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<h1>Password changed</h1>');
    expect(response.body).toContain(`<a class="button" href="${t.config.publicUrl}/">Sign in</a>`);
    expect(await tokenUsed(tokenOf(link))).toBe(true);

    // Every sign-in of the login ended: access tokens are refused at once, refresh tokens too.
    expect((await ping(thisDevice.accessToken)).statusCode).toBe(401);
    expect((await ping(otherDevice.accessToken)).statusCode).toBe(401);
    const refreshed = await TestBrowser.forApp(t.app).request('POST', '/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: otherDevice.refreshToken,
      client_id: client.clientId,
    });
    expect(refreshed.status).toBe(400);

    // The old password no longer signs in; the new one does.
    const browser = TestBrowser.forApp(t.app);
    const { page: login } = await startAuthorization(browser, client);
    const old = await submitPassword(browser, client, login, email, DEMO_PASSWORD);
    expect(old.body).toContain('Invalid e-mail or password.');
    const fresh = await passwordFlow(TestBrowser.forApp(t.app), client, email, NEW_PASSWORD);
    expect(decodeJwt(fresh.accessToken).sub).toBe(loginId);
    expect((await ping(fresh.accessToken)).statusCode).toBe(200);

    // The link is spent.
    const again = await TestBrowser.forApp(t.app).request('GET', link);
    expect(again.status).toBe(400);
    expect(again.body).toContain('Reset link not valid');
  });

  it('refuses a confirmation that differs and a weak password without spending the link', async () => {
    const { email, loginId } = await member();
    const link = await resetLinkFor(email, loginId);

    const differ = await submitReset(link, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(differ.response.status).toBe(200);
    expect(differ.response.body).toContain('<div class="error" role="alert">The passwords do not match.</div>');
    expect(differ.response.body).toContain(`<input type="hidden" name="token" value="${tokenOf(link)}">`);

    const weak = await submitReset(link, 'password1234');
    expect(weak.response.status).toBe(200);
    expect(weak.response.body).toMatch(/<div class="error" role="alert">[^<]+<\/div>/);
    expect(weak.response.body).toContain('<h1>Choose a new password</h1>');

    expect(await tokenUsed(tokenOf(link))).toBe(false);
    // The old password still signs in; the link still works.
    expect(
      decodeJwt((await passwordFlow(TestBrowser.forApp(t.app), client, email, DEMO_PASSWORD)).accessToken).sub,
    ).toBe(loginId);
    const done = await submitReset(link, NEW_PASSWORD);
    expect(done.response.body).toContain('<h1>Password changed</h1>');
  });

  it('refuses a password in the language its owner chose', async () => {
    const { email, loginId } = await member();
    await savePreferences(t.database.db, email, { language: 'es' });
    const link = await resetLinkFor(email, loginId);

    const short = await submitReset(link, 'corta');
    expect(short.response.body).toContain('<h1>Elija una contraseña nueva</h1>');
    expect(short.response.body).toContain('<div class="error" role="alert">Use al menos 12 caracteres.</div>');

    const weak = await submitReset(link, 'password1234');
    const refusal = passwordProblem('password1234', { email }, 'es');
    expect(refusal).not.toBe(passwordProblem('password1234', { email }));
    expect(weak.response.body).toContain(`<div class="error" role="alert">${refusal}</div>`);
    expect(await tokenUsed(tokenOf(link))).toBe(false);
  });

  it('shows the invalid page for an unknown, an expired or a made-up token, and refuses to post with one', async () => {
    const browser = TestBrowser.forApp(t.app);
    const unknown = await browser.request('GET', '/oidc/password-reset?token=made-up');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('This password reset link is invalid, expired or already used.');
    expect((await browser.request('GET', '/oidc/password-reset')).status).toBe(400);
    // Served by our route (not the provider's mount), never cached, no referrer with the token.
    const headers = (await t.app.inject({ method: 'GET', url: '/oidc/password-reset?token=made-up' })).headers;
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');

    const { email, loginId } = await member();
    const link = await resetLinkFor(email, loginId);
    const open = await browser.request('GET', link);
    expect(open.status).toBe(200);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.loginId, loginId));
    expect((await browser.request('GET', link)).status).toBe(400);
    const late = await browser.request('POST', '/oidc/password-reset', {
      ...hiddenInputs(open.body),
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(late.status).toBe(400);
    expect(late.body).toContain('Reset link not valid');
    // Nothing changed: the old password still signs in.
    expect(
      decodeJwt((await passwordFlow(TestBrowser.forApp(t.app), client, email, DEMO_PASSWORD)).accessToken).sub,
    ).toBe(loginId);
  });

  it('is an invitation link only for invitations (purposes do not mix)', async () => {
    const { email, loginId } = await member();
    const link = await resetLinkFor(email, loginId);
    const { page } = await startAuthorization(TestBrowser.forApp(t.app), client, {
      prompt: 'login',
      invitation: tokenOf(link),
    });
    expect(page.status).toBe(400);
    expect(page.body).toContain('Invitation link not valid');
    expect(await tokenUsed(tokenOf(link))).toBe(false);
  });
});
