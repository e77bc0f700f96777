import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeLogins } from '../../src/server/db/schema/identity.ts';
import { outbox } from '../../src/server/db/schema/outbox.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import {
  type AuthorizationStart,
  type Client,
  clientOf,
  codeFrom,
  exchangeCode,
  startAuthorization,
  TestBrowser,
} from '../helpers/login.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const CHECK_EMAIL = 'Check your e-mail for a sign-in link.';
let t: TestApp;
let client: Client;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await buildTestApp({}, stream);
  client = clientOf(t.app);
});
afterAll(() => t?.close());

async function outboxFor(recipient: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.createdAt);
}

/** Starts a passwordless sign-in in a fresh browser and asks for a link for `email`. */
async function requestLink(email: string): Promise<{ browser: TestBrowser; start: AuthorizationStart; body: string }> {
  const browser = TestBrowser.forApp(t.app);
  const start = await startAuthorization(browser, client, { passwordless: '1' });
  const response = await browser.request('POST', `${start.page.url}/passwordless`, { email });
  return { browser, start, body: response.body };
}

function linkIn(text: string): string {
  const match = /(http:\/\/\S+\/link\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('no sign-in link in the message');
  return match[1];
}

describe('passwordless sign-in', () => {
  it('shows only the e-mail field and the send-link button', async () => {
    const { page } = await startAuthorization(TestBrowser.forApp(t.app), client, { passwordless: '1' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Send sign-in link');
    expect(page.body).toContain('Change the way you recover by how you respond.');
    expect(page.body).not.toContain('name="password"');
  });

  it('mails a link (outbox and log) that signs in once, in the same browser', async () => {
    const email = DEMO_LOGINS.reporter.email;
    const { browser, start, body } = await requestLink(email);
    expect(body).toContain(CHECK_EMAIL);

    const [message] = await outboxFor(email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your sign-in link' });
    const link = linkIn(message.body);
    expect(link.startsWith(`${t.config.oidc.issuer}/interaction/`)).toBe(true);
    expect(logLines.some((line) => line.includes('passwordless sign-in link issued') && line.includes(link))).toBe(
      true,
    );

    // Only the hash is stored.
    const token = new URL(link).searchParams.get('token') ?? '';
    const stored = await t.database.db.select().from(oneTimeLogins);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    // Another browser (no interaction cookie) cannot use it, and does not spend it.
    const stranger = await TestBrowser.forApp(t.app).request('GET', link);
    expect(stranger.status).toBe(400);

    const opened = await browser.follow(await browser.request('GET', link), (location) =>
      location.startsWith(client.redirectUri),
    );
    const tokens = await exchangeCode(browser, client, codeFrom(opened, client, start.state), start.codeVerifier);
    expect(decodeJwt(tokens.accessToken).email).toBe(email);

    const again = await browser.request('GET', link);
    expect(again.status).toBe(400);
    expect(again.location).toBeUndefined();
  });

  it('answers an unknown e-mail with the same page and sends nothing', async () => {
    const known = await requestLink(DEMO_LOGINS.viewer.email);
    const unknown = await requestLink('no-such-person@example.com');
    expect(unknown.body).toBe(known.body);
    expect(await outboxFor('no-such-person@example.com')).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const email = DEMO_LOGINS.manager.email;
    const { browser } = await requestLink(email);
    const [message] = await outboxFor(email);
    await t.database.db.update(oneTimeLogins).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await browser.request('GET', linkIn(message.body));
    expect(response.status).toBe(400);
    expect(response.body).toContain('invalid, expired or already used');
  });

  it('refuses a made-up token', async () => {
    const { browser, start } = await requestLink(DEMO_LOGINS.admin.email);
    const response = await browser.request('GET', `${start.page.url}/link?token=made-up`);
    expect(response.status).toBe(400);
  });
});

describe('passwordless sign-in with SMTP_URL set', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let smtpApp: TestApp;
  const smtpLog: string[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => smtpLog.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    smtpApp = await buildTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'ops@harbor.example' }, stream);
  });
  afterAll(async () => {
    await smtpApp?.close();
    await sink?.close();
  });

  it('e-mails the link over SMTP and keeps it out of the log and the outbox', async () => {
    const email = DEMO_LOGINS.manager.email;
    const browser = TestBrowser.forApp(smtpApp.app);
    const start = await startAuthorization(browser, clientOf(smtpApp.app), { passwordless: '1' });
    const response = await browser.request('POST', `${start.page.url}/passwordless`, { email });
    expect(response.body).toContain(CHECK_EMAIL);

    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ from: 'ops@harbor.example', to: [email] });
    const link = linkIn(sink.received[0].data.replace(/=\r\n/g, ''));
    expect(smtpLog.some((line) => line.includes('passwordless sign-in link e-mailed'))).toBe(true);
    expect(smtpLog.some((line) => line.includes(new URL(link).searchParams.get('token') ?? 'no token'))).toBe(false);
    const rows = await smtpApp.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(rows).toEqual([]);
  });
});
