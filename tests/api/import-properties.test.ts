import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTemplateRows } from '../../src/client/crud/import/templates.ts';
import { domainEvents, properties, propertyInsurancePolicies } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { csvOf, importOk, postImport } from '../helpers/import-csv.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * CSV import of properties (issue 24): created, updated, unchanged, the errors table, dry run,
 * permission, another company, formulas, duplicate keys — on PGlite, or PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

const HEADER = importTemplateRows('properties')[0];
const row = (number: string, name: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    'Property #': number,
    Name: name,
    '# of Units': '12',
    Street: '1 Main Street',
    City: 'Springfield',
    State: 'IL',
    'Postal Code': '62701',
    Phone: '217-555-0199',
    'Time zone': 'America/Chicago',
    Archived: 'No',
    ...overrides,
  };
  return HEADER.map((title) => cells[title] ?? '');
};
const fileOf = (...rows: string[][]) => csvOf([HEADER, ...rows]);

async function harborProperty(number: string) {
  const [found] = await t.database.db
    .select()
    .from(properties)
    .where(and(eq(properties.companyId, harborId), eq(properties.propertyNumber, number)));
  return found;
}

const harborCount = () => rowCount(t.database.db, properties, eq(properties.companyId, harborId));

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});

afterAll(async () => {
  await t?.close();
});

describe('importing properties', () => {
  const file = fileOf(
    row('IMP-1', 'Alder Court'),
    row('IMP-2', 'Birch Hall', { State: 'Illinois', '# of Units': '1,200' }),
  );

  it('a dry run counts what would happen and writes nothing', async () => {
    const before = await databaseFingerprint(t.database);
    const reply = await importOk(t, 'properties', file, { token: adminToken, companyId: harborId, dryRun: true });
    expect(reply).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0, errors: [] });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('creates the new rows, stored as the property form stores them, each with its domain event', async () => {
    const reply = await importOk(t, 'properties', file, { token: adminToken, companyId: harborId });
    expect(reply).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0, errors: [] });
    const birch = await harborProperty('IMP-2');
    expect(birch).toMatchObject({
      name: 'Birch Hall',
      numberOfUnits: 1200,
      state: 'IL',
      phoneNumber: '(217) 555-0199',
      timeZone: 'America/Chicago',
      isArchived: false,
    });
    const events = await t.database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.subjectId, birch.id));
    expect(events).toEqual([{ type: 'property.created' }]);
  });

  it('importing the same file again creates nothing: every row is unchanged', async () => {
    const count = await harborCount();
    const before = await databaseFingerprint(t.database);
    const reply = await importOk(t, 'properties', file, { token: adminToken, companyId: harborId });
    expect(reply).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0, errors: [] });
    expect(await harborCount()).toBe(count);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('matches on Property # case aside and updates what differs, keeping what the file has no column for', async () => {
    const lakeview = await harborProperty('101');
    expect(lakeview.onCallPersonId).not.toBeNull();
    const policies = await rowCount(
      t.database.db,
      propertyInsurancePolicies,
      eq(propertyInsurancePolicies.propertyId, lakeview.id),
    );
    // No Time zone and no Archived column: those stay as they are.
    const header = ['property #', 'NAME', 'Units', 'Phone #', 'City', 'Zip'];
    const reply = await importOk(
      t,
      'properties',
      csvOf([header, ['101', 'Lakeview Apartments (North)', '120', '(217) 555-0120', 'Springfield', '']]),
      { token: adminToken, companyId: harborId },
    );
    expect(reply).toEqual({ created: 0, updated: 1, unchanged: 0, failed: 0, errors: [] });
    const after = await harborProperty('101');
    expect(after).toMatchObject({
      id: lakeview.id,
      name: 'Lakeview Apartments (North)',
      // A blank cell of a mapped column clears it, as a blank form field does.
      postalCode: null,
      streetAddress1: lakeview.streetAddress1,
      timeZone: lakeview.timeZone,
      onCallPersonId: lakeview.onCallPersonId,
      onCallPhoneNumberE164: lakeview.onCallPhoneNumberE164,
    });
    expect(
      await rowCount(t.database.db, propertyInsurancePolicies, eq(propertyInsurancePolicies.propertyId, lakeview.id)),
    ).toBe(policies);
  });

  it('reports every problem in a table (row, column, value, message) and writes only the valid rows', async () => {
    const reply = await importOk(
      t,
      'properties',
      fileOf(
        row('ERR-1', ''),
        row('ERR-2', 'Bad phone', { Phone: '555-12' }),
        row('ERR-3', 'Bad units', { '# of Units': 'ten', Archived: 'maybe' }),
        row('ERR-4', 'Bad zone', { 'Time zone': 'Mars/Olympus' }),
        row('OK-5', 'Fine', { State: 'Texas' }),
        row('ERR-6', 'Long state', { State: 'Ontario' }),
      ),
      { token: adminToken, companyId: harborId },
    );
    expect(reply.created).toBe(1);
    expect(reply.failed).toBe(5);
    expect(reply.errors).toEqual([
      { row: 2, field: 'name', value: '', message: 'Name is required.' },
      { row: 3, field: 'phone', value: '555-12', message: 'Phone: 555-12 is not a valid phone number.' },
      { row: 4, field: 'numberOfUnits', value: 'ten', message: '# of Units must be a whole number (0 or more).' },
      { row: 4, field: 'archived', value: 'maybe', message: 'Archived must be yes or no.' },
      {
        row: 5,
        field: 'timeZone',
        value: 'Mars/Olympus',
        message: "Time zone: 'Mars/Olympus' is not a known time zone.",
      },
      { row: 7, field: 'state', value: 'Ontario', message: 'State must be at most 2 characters.' },
    ]);
    expect(await harborProperty('OK-5')).toMatchObject({ state: 'TX' });
    expect(await harborProperty('ERR-2')).toBeUndefined();
  });

  it('refuses every row of a Property # the file holds twice, and writes neither', async () => {
    const reply = await importOk(
      t,
      'properties',
      fileOf(row('DUP-1', 'First'), row('dup-1', 'Second'), row('DUP-2', 'Alone')),
      { token: adminToken, companyId: harborId },
    );
    expect(reply).toMatchObject({ created: 1, failed: 2 });
    expect(reply.errors.map((error) => [error.row, error.field, error.message])).toEqual([
      [2, 'propertyNumber', "Property # 'DUP-1' is also on row 3: a file may hold each Property # once."],
      [3, 'propertyNumber', "Property # 'dup-1' is also on row 2: a file may hold each Property # once."],
    ]);
    expect(await harborProperty('DUP-1')).toBeUndefined();
  });

  it('keeps formulas as text (the exports escape them)', async () => {
    const formula = '=HYPERLINK("http://evil.example","click")';
    await importOk(
      t,
      'properties',
      fileOf(row('FX-1', formula, { Street: '@SUM(1+1)', City: '+cmd', 'Postal Code': '-1+2' })),
      {
        token: adminToken,
        companyId: harborId,
      },
    );
    expect(await harborProperty('FX-1')).toMatchObject({
      name: formula,
      streetAddress1: '@SUM(1+1)',
      city: '+cmd',
      postalCode: '-1+2',
    });
  });

  it('reads the columns the mapping names', async () => {
    const reply = await importOk(
      t,
      'properties',
      csvOf([
        ['Code', 'Building', 'Doors', 'Main line', 'Town'],
        ['MAP-1', 'Cedar Point', '8', '(217) 555-0142', 'Decatur'],
      ]),
      {
        token: adminToken,
        companyId: harborId,
        mapping: { propertyNumber: 'Code', name: 'Building', numberOfUnits: 'Doors', phone: 'Main line', city: 'Town' },
      },
    );
    expect(reply.created).toBe(1);
    expect(await harborProperty('MAP-1')).toMatchObject({ name: 'Cedar Point', numberOfUnits: 8, city: 'Decatur' });
  });
});

describe('who may import, and which company', () => {
  it('needs manageProperties, as saving one property does: 403 and nothing changed without it', async () => {
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    const before = await databaseFingerprint(t.database);
    const response = await postImport(t, 'properties', fileOf(row('NOPE-1', 'Nope')), {
      token: reporter,
      companyId: harborId,
    });
    expect(response.statusCode).toBe(403);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('matches only this company’s properties: another company’s number makes a new property here', async () => {
    await t.database.db.insert(properties).values({
      companyId: summitId,
      propertyNumber: 'SUM-900',
      name: 'Summit Only',
      phoneNumber: '(303) 555-0100',
    });
    const summitBefore = await t.database.db.select().from(properties).where(eq(properties.companyId, summitId));
    const reply = await importOk(t, 'properties', fileOf(row('SUM-900', 'Harbor’s own')), {
      token: adminToken,
      companyId: harborId,
    });
    expect(reply).toMatchObject({ created: 1, updated: 0 });
    expect(await harborProperty('SUM-900')).toMatchObject({ name: 'Harbor’s own' });
    expect(await t.database.db.select().from(properties).where(eq(properties.companyId, summitId))).toEqual(
      summitBefore,
    );
    // And Summit's admin importing into Harbor is refused before anything is read.
    const response = await postImport(t, 'properties', fileOf(row('X-1', 'X')), {
      token: summitToken,
      companyId: harborId,
    });
    expect(response.statusCode).toBe(403);
  });

  it('every created property belongs to the importing company', async () => {
    const [foreign] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.companyId, summitId), sql`${properties.propertyNumber} like 'IMP-%'`));
    expect(foreign.n).toBe(0);
  });
});
