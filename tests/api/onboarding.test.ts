import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingEndpoints } from '../../schemas/onboarding.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import { GETTING_STARTED_STEPS } from '../../src/domain/company/getting-started.ts';
import { PERMISSION_NAMES } from '../../src/domain/company/permissions.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { companies, logins, people, positionTypes } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { companiesOf } from '../helpers/api-call.ts';
import { callEndpoint, okReply } from '../helpers/endpoint-call.ts';
import { loginAs } from '../helpers/login.ts';
import { linkIn, waitForMails } from '../helpers/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);

const firstRunBody = {
  companyName: 'Acme Residential',
  companyType: 1 as const,
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@acme.example',
};

/** An installation with no company at all: the seeded copy, its companies (and all they own) deleted. */
async function emptyInstallation(): Promise<TestApp> {
  const t = await buildTestApp({ JOBS_POLL_INTERVAL_SECONDS: '1' });
  await t.database.db.delete(companies);
  return t;
}

describe('first run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await emptyInstallation();
  }, 60_000);
  afterAll(() => t?.close());

  it('is offered only while the installation is empty, creates one company of two racing submissions, and is gone for good', async () => {
    expect((await okReply(t.app, sessionEndpoints.clientConfig, {})).firstRun).toBe(true);
    const bad = await callEndpoint(t.app, onboardingEndpoints.firstRun, { body: { ...firstRunBody, email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validationErrors).toEqual([expect.objectContaining({ field: 'email' })]);

    const [one, two] = await Promise.all([
      callEndpoint(t.app, onboardingEndpoints.firstRun, { body: firstRunBody }),
      callEndpoint(t.app, onboardingEndpoints.firstRun, { body: { ...firstRunBody, companyName: 'Takeover Inc' } }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 404]);
    const created = (one.statusCode === 200 ? one : two).json();
    expect(created).toEqual({
      companyId: expect.any(String),
      invitedEmail: 'pat@acme.example',
      mailDelivered: false,
    });
    expect(await t.database.db.select({ id: companies.id }).from(companies)).toHaveLength(1);
    expect((await okReply(t.app, sessionEndpoints.clientConfig, {})).firstRun).toBe(false);
    const again = await callEndpoint(t.app, onboardingEndpoints.firstRun, { body: firstRunBody });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This installation is already set up. Sign in instead.');
  });

  it('made the administrator: a role with every permission, all properties, a login without a password, an invitation', async () => {
    const [company] = await t.database.db.select().from(companies);
    const [admin] = await t.database.db
      .select({ person: people, role: positionTypes })
      .from(people)
      .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
      .where(eq(people.companyId, company.id));
    expect(admin.person).toMatchObject({ firstName: 'Pat', lastName: 'Lee', allPropertiesAssociated: true });
    expect(admin.role).toMatchObject({
      name: 'Administrator',
      active: true,
      isPocForEvents: true,
      seesAllCompanyItems: false,
    });
    expect(
      Object.entries(admin.role.permissions)
        .filter(([, granted]) => granted)
        .map(([name]) => name)
        .sort(),
    ).toEqual([...PERMISSION_NAMES].sort());
    const [login] = await t.database.db.select().from(logins).where(eq(logins.email, 'pat@acme.example'));
    expect(login).toMatchObject({ name: 'Pat Lee', passwordHash: null });
    const [mail] = await waitForMails(t.database.db, 'pat@acme.example');
    expect(mail.subject).toBe(`You are invited to ${company.name} on Property Ops`);
    expect(mail.body).toContain(`You are invited to ${company.name} on Property Ops.`);
    expect(linkIn(mail.body)).toMatch(/\?invitation=/);
  });
});

describe('getting started', () => {
  let t: TestApp;
  let token: string;
  let companyId: string;
  beforeAll(async () => {
    t = await emptyInstallation();
    const created = await okReply(t.app, onboardingEndpoints.firstRun, { body: firstRunBody });
    companyId = created.companyId;
    // As if Pat had chosen a password on the invitation's welcome page.
    await t.database.db
      .update(logins)
      .set({ passwordHash: await hashPassword('granite tulip orbit 42') })
      .where(eq(logins.email, 'pat@acme.example'));
    token = (await loginAs(t.app, 'pat@acme.example', 'granite tulip orbit 42')).accessToken;
    expect(await companiesOf(t.app, token)).toEqual([{ companyId, companyName: 'Acme Residential' }]);
  }, 60_000);
  afterAll(() => t?.close());

  const state = () => okReply(t.app, onboardingEndpoints.gettingStarted, { companyId, token });
  const doneKeys = async () => (await state()).steps.filter((step) => step.done).map((step) => step.key);

  it('lists every step, none done in a new company, and marks a step done once it is', async () => {
    const first = await state();
    expect(first.steps.map((step) => step.key)).toEqual(GETTING_STARTED_STEPS.map((step) => step.key));
    expect(await doneKeys()).toEqual([]);
    expect(first.dismissed).toBe(false);
    await okReply(t.app, propertyEndpoints.save, {
      companyId,
      token,
      body: {
        propertyNumber: 'A-1',
        name: 'Maple Court',
        numberOfUnits: 12,
        phoneNumber: '(217) 555-0199',
        isArchived: false,
      } as never,
    });
    expect(await doneKeys()).toEqual(['properties']);
  });

  it('is dismissed for the company, once', async () => {
    const dismissed = await okReply(t.app, onboardingEndpoints.dismissGettingStarted, { companyId, token });
    expect(dismissed.dismissed).toBe(true);
    expect((await state()).dismissed).toBe(true);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    const at = row.gettingStartedDismissedAt;
    await okReply(t.app, onboardingEndpoints.dismissGettingStarted, { companyId, token });
    const [later] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(later.gettingStartedDismissedAt).toEqual(at);
  });
});

describe('getting started in the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it("counts Harbor's steps all done, and needs manageCompanyProfile", async () => {
    const admin = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
    const [harbor] = await companiesOf(t.app, admin);
    const reply = await okReply(t.app, onboardingEndpoints.gettingStarted, {
      companyId: harbor.companyId,
      token: admin,
    });
    expect(reply.steps.every((step) => step.done)).toBe(true);
    const manager = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
    const refused = await callEndpoint(t.app, onboardingEndpoints.gettingStarted, {
      companyId: harbor.companyId,
      token: manager,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('npm run company:create', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run('npx', ['tsx', 'src/server/cli/company-create.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  /** Where the command writes: a fresh PGlite folder, or on PostgreSQL a database of its own. */
  async function target(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
    const url = process.env.DATABASE_URL;
    if (!url) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'company-create-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    }
    const pg = (await import('pg')).default;
    const name = `company_create_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const own = new URL(url);
    own.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: own.toString() },
      cleanup: async () => {
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }

  it('creates the company and its administrator, prints the invitation, is idempotent on the name and refuses bad options with exit code 2', async () => {
    const where = await target();
    try {
      const args = ['--name', 'Acme Residential', '--admin-email', 'pat.lee@acme.example', '--no-routine-tasks'];
      const first = await cli(args, where.env);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain('Created company "Acme Residential"');
      expect(first.stdout).toMatch(/Company id: [0-9a-f-]{36}/);
      expect(first.stdout).toContain('Administrator: Pat Lee <pat.lee@acme.example>');
      expect(first.stdout).toContain('Routine tasks: switched off');
      expect(first.stdout).toMatch(/\?invitation=[\w-]{43}/);

      const second = await cli(['--name', 'ACME residential', '--admin-email', 'someone@else.example'], where.env);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/already exists \(id [0-9a-f-]{36}\)\. Nothing changed\./);

      // The messages are the options parser's (tests/server/cli/company-create-options.test.ts); here, the exit code.
      const refused = await cli(['--name', 'X', '--admin-email', 'x@y.example', '--colour', 'red'], where.env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("Unknown option '--colour'");
      expect(refused.stderr).toContain('Usage: npm run company:create');
    } finally {
      await where.cleanup();
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'works beside a running server on PostgreSQL: the server sees the new company at once',
    async () => {
      const t = await buildTestApp();
      try {
        const result = await cli(['--name', 'Beside The Server', '--admin-email', 'ops@beside.example'], {
          DATABASE_URL: (t.database as { url?: string }).url ?? '',
        });
        expect(result.code, result.stderr).toBe(0);
        const rows = await t.database.db
          .select({ id: companies.id })
          .from(companies)
          .where(sql`${companies.name} = 'Beside The Server'`);
        expect(rows).toHaveLength(1);
      } finally {
        await t.close();
      }
    },
    120_000,
  );

  it('refuses to open a PGlite folder a running process holds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'company-create-locked-'));
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    // This test process holds it, as a running server would.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    try {
      const result = await cli(['--name', 'Locked Out', '--admin-email', 'a@b.example'], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is open in another process (pid ${process.pid})`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
