import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import { deliverAccountMail } from '../../src/server/auth/accounts/account-mail-job.ts';
import { peekAccountToken } from '../../src/server/auth/accounts/account-tokens.ts';
import { welcomeMailFor } from '../../src/server/auth/accounts/logins.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { logins, people, positionTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { companiesOf, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { loginAs } from '../helpers/login.ts';
import { linkIn, mailsTo, waitForMails } from '../helpers/outbox.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;
let technicianRole: string;
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

beforeAll(async () => {
  t = await buildTestApp({ JOBS_POLL_INTERVAL_SECONDS: '1' });
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  const [role] = await t.database.db
    .select({ id: positionTypes.id })
    .from(positionTypes)
    .where(sql`${positionTypes.companyId} = ${harborId} and ${positionTypes.name} = 'Maintenance Technician'`);
  technicianRole = role.id;
}, 60_000);
afterAll(() => t?.close());

function newPerson(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    emailAddress: email,
    positionId: technicianRole,
    isArchived: false,
    allPropertiesAssociated: false,
    propertyAssociations: [],
    propertyGroupAssociations: [],
    propertyEventSeverityLevel: 2 as const,
    eventChangeSubscriptions: { created: false, statusChanged: false, pendingApproval: false },
    eventSubscriptionTypes: [],
    ...overrides,
  };
}

async function addPerson(email: string, overrides: Record<string, unknown> = {}) {
  const reply = await api.ok(personEndpoints.save, { body: newPerson(email, overrides) as never });
  expect(reply.success, reply.failureReason ?? '').toBe(true);
  return reply.person as NonNullable<typeof reply.person>;
}

const loginOf = async (email: string) =>
  (await t.database.db.select().from(logins).where(sql`lower(${logins.email}) = lower(${email})`))[0];

/** Gives a login a password (as if its person had chosen one on the welcome page). */
async function setPassword(email: string, password: string) {
  await t.database.db
    .update(logins)
    .set({ passwordHash: await hashPassword(password) })
    .where(sql`lower(${logins.email}) = lower(${email})`);
}

describe('saving a new person', () => {
  it('creates a login without a password and e-mails an invitation naming the inviter, the company and a one-time link', async () => {
    const person = await addPerson('jordan.rivera@harbor.example');
    const login = await loginOf('jordan.rivera@harbor.example');
    expect(login).toMatchObject({ name: 'Jordan Rivera', passwordHash: null });
    const [mail] = await waitForMails(t.database.db, 'jordan.rivera@harbor.example');
    expect(mail.subject).toBe('You are invited to Harbor Property Management on Property Ops');
    expect(mail.body).toContain('Avery Admin invited you to Harbor Property Management');
    expect(linkIn(mail.body)).toMatch(/^http:\/\/localhost:3000\/\?invitation=[\w-]{43}$/);
    expect(mail.companyId).toBe(harborId);
    // The Users list: never signed in.
    const list = await api.ok(personEndpoints.list, { query: { search: 'jordan.rivera' } });
    expect(list.people.find((row) => row.id === person.id)?.lastSignInAt).toBeNull();
  });

  it('tells a login that already signs in that it was added, and leaves its password alone', async () => {
    const before = await loginOf(DEMO_LOGINS.summitAdmin.email);
    await addPerson(DEMO_LOGINS.summitAdmin.email, { firstName: 'Sam', lastName: 'Summit' });
    const [mail] = await waitForMails(t.database.db, DEMO_LOGINS.summitAdmin.email);
    expect(mail.subject).toBe('You were added to Harbor Property Management on Property Ops');
    expect(mail.body).toContain('http://localhost:3000/');
    expect(mail.body).not.toContain('invitation=');
    expect((await loginOf(DEMO_LOGINS.summitAdmin.email)).passwordHash).toBe(before.passwordHash);
    // The same password now opens both companies.
    const token = (await loginAs(t.app, DEMO_LOGINS.summitAdmin.email, undefined, { fresh: true })).accessToken;
    expect((await companiesOf(t.app, token)).map((company) => company.companyId).sort()).toEqual(
      [harborId, summitId].sort(),
    );
  });

  it('invites nobody for an archived person', async () => {
    const since = new Date();
    await addPerson('archived.newcomer@harbor.example', { isArchived: true });
    expect(await loginOf('archived.newcomer@harbor.example')).toBeUndefined();
    // A later invitation to someone else arrives: the archived person's would have come first.
    await addPerson('after.archived@harbor.example');
    await waitForMails(t.database.db, 'after.archived@harbor.example', { since });
    expect(await mailsTo(t.database.db, 'archived.newcomer@harbor.example')).toEqual([]);
  });
});

describe('sign-in state and resending', () => {
  it('shows when a person last signed in once they have (handlelogin records it)', async () => {
    await companiesOf(t.app, adminToken);
    const list = await api.ok(personEndpoints.list, { query: { search: DEMO_LOGINS.admin.email } });
    const row = list.people.find((person) => person.emailAddress === DEMO_LOGINS.admin.email);
    expect(new Date(row?.lastSignInAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('resends an invitation with a new link (the earlier one stops working), at most three times an hour', async () => {
    const person = await addPerson('resend.me@harbor.example');
    const [first] = await waitForMails(t.database.db, 'resend.me@harbor.example');
    const resend = () => api.call(personEndpoints.resendInvitation, { params: { id: person.id } });
    const response = await resend();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'resend.me@harbor.example' });
    const mails = await waitForMails(t.database.db, 'resend.me@harbor.example', { count: 2 });
    const tokenOf = (body: string) => new URL(linkIn(body)).searchParams.get('invitation') ?? '';
    expect(await peekAccountToken(t.database.db, tokenOf(first.body), 'invitation')).toBeNull();
    expect(await peekAccountToken(t.database.db, tokenOf(mails[1].body), 'invitation')).not.toBeNull();
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Invitations to this person were sent 3 times this hour\. Try again in \d+ minutes?\.$/,
    );
  });

  it('refuses to resend to someone who has signed in, to an archived person, and answers 404 for another company', async () => {
    const [admin] = await t.database.db
      .select({ id: people.id })
      .from(people)
      .where(sql`${people.companyId} = ${harborId} and ${people.emailAddress} = ${DEMO_LOGINS.admin.email}`);
    await companiesOf(t.app, adminToken);
    const signedIn = await api.call(personEndpoints.resendInvitation, { params: { id: admin.id } });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().message).toBe(`${DEMO_LOGINS.admin.email} has already signed in.`);

    const archived = await addPerson('archived.later@harbor.example');
    await api.ok(personEndpoints.save, {
      body: newPerson('archived.later@harbor.example', { id: archived.id, isArchived: true }) as never,
    });
    expect((await api.call(personEndpoints.resendInvitation, { params: { id: archived.id } })).statusCode).toBe(400);

    const fromSummit = await api.call(personEndpoints.resendInvitation, {
      params: { id: archived.id },
      token: summitToken,
      companyId: summitId,
    });
    expect(fromSummit.statusCode).toBe(404);
  });

  it('needs manageUsers', async () => {
    const person = await addPerson('needs.permission@harbor.example');
    const managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
    const response = await api.call(personEndpoints.resendInvitation, {
      params: { id: person.id },
      token: managerToken,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("a person's e-mail and archiving decide who signs in as them", () => {
  it('a new address is invited and the old one no longer reaches the company', async () => {
    const person = await addPerson('old.address@harbor.example', { firstName: 'Casey', lastName: 'Move' });
    await setPassword('old.address@harbor.example', 'granite tulip orbit 42');
    const oldToken = (await loginAs(t.app, 'old.address@harbor.example', 'granite tulip orbit 42')).accessToken;
    expect((await companiesOf(t.app, oldToken)).map((company) => company.companyId)).toEqual([harborId]);

    await api.ok(personEndpoints.save, {
      body: newPerson('new.address@harbor.example', { id: person.id, firstName: 'Casey', lastName: 'Move' }) as never,
    });
    const [mail] = await waitForMails(t.database.db, 'new.address@harbor.example');
    expect(mail.subject).toBe('You are invited to Harbor Property Management on Property Ops');
    expect(await companiesOf(t.app, oldToken)).toEqual([]);
    const ping = await t.app.inject({
      method: 'GET',
      url: `/api/company/${harborId}/ping`,
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(ping.statusCode).toBe(403);
  });

  it('an archived person signs in at the provider but reaches no company (Unrecognized User Name)', async () => {
    const person = await addPerson('to.archive@harbor.example');
    await setPassword('to.archive@harbor.example', 'granite tulip orbit 42');
    await api.ok(personEndpoints.save, {
      body: newPerson('to.archive@harbor.example', { id: person.id, isArchived: true }) as never,
    });
    const token = (await loginAs(t.app, 'to.archive@harbor.example', 'granite tulip orbit 42')).accessToken;
    expect(await companiesOf(t.app, token)).toEqual([]);
    const permissions = await t.app.inject({
      method: 'GET',
      url: `/api/company/${harborId}${sessionEndpoints.permissions.path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(permissions.statusCode).toBe(403);
  });
});

/** A raw message as a reader sees it: quoted-printable soft breaks joined, '=3D' back to '='. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail delivery', () => {
  it('over SMTP: text and HTML with the link in both, and the link never in the log', async () => {
    const sink = await startSmtpSink();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const smtp = await buildTestApp({ SMTP_URL: sink.url, JOBS_POLL_INTERVAL_SECONDS: '1' }, stream);
    try {
      const { adminToken: token, harborId: company } = await signInDemoAdmins(smtp);
      const response = await smtp.app.inject({
        method: 'POST',
        url: `/api/company/${company}/person`,
        headers: { authorization: `Bearer ${token}` },
        payload: newPerson('smtp.newcomer@harbor.example'),
      });
      expect(response.json().success, response.body).toBe(true);
      const deadline = Date.now() + 20_000;
      while (!sink.received.some((mail) => mail.to.includes('smtp.newcomer@harbor.example'))) {
        if (Date.now() > deadline) throw new Error('no invitation reached the SMTP sink');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const raw = decoded(sink.received.find((mail) => mail.to.includes('smtp.newcomer@harbor.example'))?.data ?? '');
      expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      const link = /\?invitation=([\w-]{43})/.exec(raw)?.[1] ?? '';
      expect(link).not.toBe('');
      // The text, the HTML button and the HTML's address line.
      expect(raw.split(`?invitation=${link}`).length - 1).toBeGreaterThanOrEqual(3);
      expect(lines.join('')).toContain('account e-mail sent');
      expect(lines.join('')).not.toContain(link);
    } finally {
      await smtp.close();
      await sink.close();
    }
  });

  it('with an external provider: no login is made, the e-mail says where to sign in', async () => {
    const welcome = await welcomeMailFor(
      t.database.db,
      { email: 'external.person@harbor.example', name: 'Ext Person', companyId: harborId, inviterName: 'Avery Admin' },
      false,
    );
    expect(welcome).toEqual({
      kind: 'added',
      email: 'external.person@harbor.example',
      name: 'Ext Person',
      companyId: harborId,
      inviterName: 'Avery Admin',
    });
    expect(await loginOf('external.person@harbor.example')).toBeUndefined();
    const sent = await deliverAccountMail(
      {
        db: t.database.db,
        mail: t.app.adapters.mail,
        clock: t.app.clock,
        log: t.app.log,
        publicUrl: 'https://ops.example.com',
        issuer: 'https://id.example.com',
      },
      welcome,
    );
    expect(sent).toEqual({
      to: 'external.person@harbor.example',
      subject: 'You were added to Harbor Property Management on Property Ops',
      link: null,
    });
    const [mail] = await mailsTo(t.database.db, 'external.person@harbor.example');
    expect(mail.body).toContain('Avery Admin added you to Harbor Property Management on Property Ops.');
    expect(mail.body).toContain('https://ops.example.com/');
  });

  it('a save succeeds while the mail server is down (the e-mail waits in the job queue)', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', JOBS_RETRY_DELAY_SECONDS: '60' });
    try {
      const { adminToken: token, harborId: company } = await signInDemoAdmins(down);
      const response = await down.app.inject({
        method: 'POST',
        url: `/api/company/${company}/person`,
        headers: { authorization: `Bearer ${token}` },
        payload: newPerson('mail.down@harbor.example', { positionId: technicianRole }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().success).toBe(true);
      // The invitation waits in the queue (to be retried), it did not fail the save.
      const jobs = await down.database.query<{ state: string }>(
        "select state from pgboss.job where name = 'account-mail'",
      );
      expect(jobs.map((job) => job.state)).toEqual([expect.stringMatching(/^(created|active|retry)$/)]);
      const [login] = await down.database.db.select().from(logins).where(eq(logins.email, 'mail.down@harbor.example'));
      expect(login).toBeDefined();
    } finally {
      await down.close();
    }
  });
});
