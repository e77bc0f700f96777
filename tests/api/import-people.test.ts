import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountMailData } from '../../src/server/auth/accounts/account-mail-job.ts';
import {
  logins,
  people,
  personProperties,
  personPropertyGroups,
  properties,
  propertyGroups,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { csvOf, importOk, postImport } from '../helpers/import-csv.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * CSV import of users (issue 24): role by name, properties by number and groups by name of this
 * company only, invitations exactly as POST /person sends them (one queued e-mail each).
 */

let t: TestApp;
let adminToken: string;
let harborId: string;
let summitId: string;

const HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Role',
  'Properties',
  'Property Groups',
  'All Properties',
  'Archived',
];

/** The account e-mails waiting in the job queue (no worker runs in this file). */
async function queuedMail(): Promise<AccountMailData[]> {
  const rows = await t.database.query<{ data: AccountMailData }>(
    "select data from pgboss.job where name = 'account-mail' order by created_on",
  );
  return rows.map((row) => row.data);
}

async function harborPerson(email: string) {
  const [found] = await t.database.db
    .select()
    .from(people)
    .where(and(eq(people.companyId, harborId), sql`lower(${people.emailAddress}) = lower(${email})`));
  return found;
}

async function linksOf(personId: string) {
  const propertyNumbers = await t.database.db
    .select({ number: properties.propertyNumber })
    .from(personProperties)
    .innerJoin(properties, eq(properties.id, personProperties.propertyId))
    .where(eq(personProperties.personId, personId))
    .orderBy(properties.propertyNumber);
  const groups = await t.database.db
    .select({ name: propertyGroups.name })
    .from(personPropertyGroups)
    .innerJoin(propertyGroups, eq(propertyGroups.id, personPropertyGroups.propertyGroupId))
    .where(eq(personPropertyGroups.personId, personId));
  return { properties: propertyNumbers.map((row) => row.number), groups: groups.map((row) => row.name) };
}

beforeAll(async () => {
  t = await buildTestApp({ JOBS_RUN_WORKERS: 'false' });
  ({ adminToken, harborId, summitId } = await signInDemoAdmins(t));
  await t.database.db.insert(properties).values({
    companyId: summitId,
    propertyNumber: 'SUM-77',
    name: 'Summit Only',
    phoneNumber: '(303) 555-0100',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('importing users', () => {
  const file = csvOf([
    HEADER,
    [
      'Ana',
      'Ruiz',
      'ana.ruiz@import.example',
      '217 555 0111',
      'Property Manager',
      '101; 102',
      'North Portfolio',
      'No',
      'No',
    ],
    ['Ben', 'Okafor', 'Ben.Okafor@import.example', '', 'maintenance technician', '', '', 'yes', ''],
    ['Cleo', 'Park', 'cleo.park@import.example', '', 'Viewer', '', '', '', 'Yes'],
  ]);

  it('a dry run writes nothing and queues no e-mail', async () => {
    const before = await databaseFingerprint(t.database);
    const reply = await importOk(t, 'people', file, { token: adminToken, companyId: harborId, dryRun: true });
    expect(reply).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 0, errors: [] });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(await queuedMail()).toEqual([]);
  });

  it('creates the people with their role, properties and groups, and invites each new, unarchived one once', async () => {
    const reply = await importOk(t, 'people', file, { token: adminToken, companyId: harborId });
    expect(reply).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 0, errors: [] });
    const ana = await harborPerson('ana.ruiz@import.example');
    expect(ana).toMatchObject({ firstName: 'Ana', phoneNumber: '(217) 555-0111', isArchived: false });
    expect(await linksOf(ana.id)).toEqual({ properties: ['101', '102'], groups: ['North Portfolio'] });
    expect(await harborPerson('ben.okafor@import.example')).toMatchObject({ allPropertiesAssociated: true });
    expect(await harborPerson('cleo.park@import.example')).toMatchObject({ isArchived: true });
    // As POST /person: a login and an invitation for Ana and Ben; Cleo is archived, so no e-mail.
    const mail = await queuedMail();
    expect(mail).toHaveLength(2);
    const invited = await t.database.db
      .select({ id: logins.id, email: logins.email })
      .from(logins)
      .where(sql`lower(${logins.email}) like '%@import.example'`);
    expect(invited.map((login) => login.email).sort()).toEqual([
      'Ben.Okafor@import.example',
      'ana.ruiz@import.example',
    ]);
    for (const data of mail) {
      expect(data).toMatchObject({ kind: 'invitation', companyId: harborId, inviterName: DEMO_LOGINS.admin.name });
    }
  });

  it('importing the same file again creates nothing and sends nothing', async () => {
    const before = await databaseFingerprint(t.database);
    const reply = await importOk(t, 'people', file, { token: adminToken, companyId: harborId });
    expect(reply).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 0, errors: [] });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(await queuedMail()).toHaveLength(2);
  });

  it('updates a person matched by e-mail (case aside), keeping what the file has no column for', async () => {
    const ana = await harborPerson('ana.ruiz@import.example');
    await t.database.db
      .update(people)
      .set({ eventSubscriptionTypes: ['Fire'], propertyEventSeverityLevel: 1 })
      .where(eq(people.id, ana.id));
    const reply = await importOk(
      t,
      'people',
      csvOf([
        ['Email', 'First Name', 'Last Name', 'Role', 'Properties'],
        ['ANA.RUIZ@import.example', 'Ana', 'Ruiz-Lopez', 'Property Manager', '201'],
      ]),
      { token: adminToken, companyId: harborId },
    );
    expect(reply).toEqual({ created: 0, updated: 1, unchanged: 0, failed: 0, errors: [] });
    const after = await harborPerson('ana.ruiz@import.example');
    expect(after).toMatchObject({
      id: ana.id,
      lastName: 'Ruiz-Lopez',
      phoneNumber: '(217) 555-0111',
      eventSubscriptionTypes: ['Fire'],
      propertyEventSeverityLevel: 1,
    });
    expect(await linksOf(ana.id)).toEqual({ properties: ['201'], groups: ['North Portfolio'] });
    expect(await queuedMail()).toHaveLength(2);
  });

  it('checks each row as the user form does, names by this company only, and reports each problem', async () => {
    const reply = await importOk(
      t,
      'people',
      csvOf([
        HEADER,
        ['Dee', 'Lane', 'not-an-email', '', 'Viewer', '', '', '', ''],
        ['Eli', '', 'eli@import.example', '555', 'Boss', '', '', '', ''],
        ['Fay', 'Moss', 'fay@import.example', '', 'Former Contractor', 'SUM-77; 101', 'West Portfolio', '', ''],
      ]),
      { token: adminToken, companyId: harborId },
    );
    expect(reply).toMatchObject({ created: 0, failed: 3 });
    expect(reply.errors).toEqual([
      { row: 2, field: 'email', value: 'not-an-email', message: 'Email must be a valid e-mail address.' },
      { row: 3, field: 'role', value: 'Boss', message: "Role: no role of this company is named 'Boss'." },
      { row: 3, field: 'lastName', value: '', message: 'Last Name is required.' },
      { row: 3, field: 'phone', value: '555', message: 'Phone: 555 is not a valid phone number.' },
      {
        row: 4,
        field: 'role',
        value: 'Former Contractor',
        message: "Role: 'Former Contractor' is not an active role.",
      },
      {
        row: 4,
        field: 'properties',
        value: 'SUM-77; 101',
        message: "Properties: no property of this company has the number 'SUM-77'.",
      },
      {
        row: 4,
        field: 'propertyGroups',
        value: 'West Portfolio',
        message: "Property Groups: no property group of this company is named 'West Portfolio'.",
      },
    ]);
    expect(await harborPerson('fay@import.example')).toBeUndefined();
  });

  it('needs manageUsers, as saving one person does (a property manager may not)', async () => {
    const manager = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
    const before = await databaseFingerprint(t.database);
    const response = await postImport(t, 'people', file, { token: manager, companyId: harborId });
    expect(response.statusCode).toBe(403);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('never touches another company’s people of the same e-mail', async () => {
    const summitPeople = await rowCount(t.database.db, people, eq(people.companyId, summitId));
    await importOk(
      t,
      'people',
      csvOf([HEADER, ['Gus', 'Hale', DEMO_LOGINS.summitAdmin.email, '', 'Viewer', '', '', '', '']]),
      { token: adminToken, companyId: harborId },
    );
    expect(await rowCount(t.database.db, people, eq(people.companyId, summitId))).toBe(summitPeople);
    expect(await harborPerson(DEMO_LOGINS.summitAdmin.email)).toMatchObject({ firstName: 'Gus' });
  });
});
