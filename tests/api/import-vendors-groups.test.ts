import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainEvents,
  properties,
  propertyGroupProperties,
  propertyGroups,
  vendorProperties,
  vendors,
  vendorTypes,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { csvOf, importOk, postImport } from '../helpers/import-csv.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** CSV import of vendors and property groups (issue 24): matched by name, types and properties by name / number. */

let t: TestApp;
let adminToken: string;
let harborId: string;
let summitId: string;

const VENDOR_HEADER = [
  'Name',
  'Type',
  'Email',
  'Phone',
  'City',
  'State',
  'Properties',
  'Property Groups',
  'All Properties',
];

async function harborVendor(name: string) {
  const [found] = await t.database.db
    .select({ vendor: vendors, type: vendorTypes.name })
    .from(vendors)
    .leftJoin(vendorTypes, eq(vendorTypes.id, vendors.vendorTypeId))
    .where(and(eq(vendors.companyId, harborId), eq(vendors.name, name)));
  return found;
}

async function propertyNumbersOf(link: 'vendor' | 'group', ownerId: string): Promise<string[]> {
  const rows =
    link === 'vendor'
      ? await t.database.db
          .select({ number: properties.propertyNumber })
          .from(vendorProperties)
          .innerJoin(properties, eq(properties.id, vendorProperties.propertyId))
          .where(eq(vendorProperties.vendorId, ownerId))
      : await t.database.db
          .select({ number: properties.propertyNumber })
          .from(propertyGroupProperties)
          .innerJoin(properties, eq(properties.id, propertyGroupProperties.propertyId))
          .where(eq(propertyGroupProperties.propertyGroupId, ownerId));
  return rows.map((row) => row.number).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId, summitId } = await signInDemoAdmins(t));
  await t.database.db.insert(properties).values({
    companyId: summitId,
    propertyNumber: 'SUM-55',
    name: 'Summit Only',
    phoneNumber: '(303) 555-0100',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('importing vendors', () => {
  const file = csvOf([
    VENDOR_HEADER,
    [
      'ClearView Glass',
      'General Contractor',
      'jobs@clearview.example',
      '(217) 555-0160',
      'Urbana',
      'IL',
      '101; 201',
      'South Portfolio',
      'No',
    ],
    ['flowright plumbing', 'Plumbing', 'office@flowright.example', '(309) 555-0152', 'Peoria', 'IL', '202', '', 'no'],
  ]);

  it('creates a new vendor and updates the one of that name (case aside), types by name', async () => {
    const before = await harborVendor('FlowRight Plumbing');
    const reply = await importOk(t, 'vendors', file, { token: adminToken, companyId: harborId });
    expect(reply).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0, errors: [] });
    const glass = await harborVendor('ClearView Glass');
    expect(glass).toMatchObject({
      type: 'General Contractor',
      vendor: { email: 'jobs@clearview.example', city: 'Urbana' },
    });
    expect(await propertyNumbersOf('vendor', glass.vendor.id)).toEqual(['101', '201']);
    // The match keeps the vendor (its id) and takes the file's spelling of its name.
    const [plumbing] = await t.database.db.select().from(vendors).where(eq(vendors.id, before.vendor.id));
    expect(plumbing.name).toBe('flowright plumbing');
    expect(await propertyNumbersOf('vendor', plumbing.id)).toEqual(['202']);
  });

  it('the same file again changes nothing', async () => {
    const before = await databaseFingerprint(t.database);
    const reply = await importOk(t, 'vendors', file, { token: adminToken, companyId: harborId });
    expect(reply).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0, errors: [] });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses an inactive or unknown type, a bad e-mail, another company’s property number', async () => {
    const reply = await importOk(
      t,
      'vendors',
      csvOf([
        VENDOR_HEADER,
        ['TopRoof', 'Roofing', '', '', '', '', '', '', ''],
        ['Nowhere Co', 'Landscaping', 'nope@', '', '', '', 'SUM-55', '', ''],
        ['', 'Plumbing', '', '', '', '', '', '', ''],
      ]),
      { token: adminToken, companyId: harborId },
    );
    expect(reply).toMatchObject({ created: 0, failed: 3 });
    expect(reply.errors).toEqual([
      { row: 2, field: 'type', value: 'Roofing', message: "Type: 'Roofing' is not an active vendor type." },
      {
        row: 3,
        field: 'type',
        value: 'Landscaping',
        message: "Type: no vendor type of this company is named 'Landscaping'.",
      },
      {
        row: 3,
        field: 'properties',
        value: 'SUM-55',
        message: "Properties: no property of this company has the number 'SUM-55'.",
      },
      { row: 3, field: 'email', value: 'nope@', message: 'Email must be a valid e-mail address.' },
      { row: 4, field: 'name', value: '', message: 'Name is required.' },
    ]);
  });

  it('needs manageVendors', async () => {
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    const response = await postImport(t, 'vendors', file, { token: reporter, companyId: harborId });
    expect(response.statusCode).toBe(403);
  });
});

describe('importing property groups', () => {
  it('creates and updates groups by name with their properties by number, recording each save', async () => {
    const file = csvOf([
      ['Name', 'Properties'],
      ['East Portfolio', '102; 202; 102'],
      ['north portfolio', '101'],
    ]);
    const dry = await importOk(t, 'propertyGroups', file, { token: adminToken, companyId: harborId, dryRun: true });
    expect(dry).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0, errors: [] });
    expect(await importOk(t, 'propertyGroups', file, { token: adminToken, companyId: harborId })).toEqual(dry);
    const groups = await t.database.db
      .select()
      .from(propertyGroups)
      .where(and(eq(propertyGroups.companyId, harborId), sql`lower(${propertyGroups.name}) like '%portfolio'`));
    const east = groups.find((group) => group.name === 'East Portfolio');
    const north = groups.find((group) => group.name === 'north portfolio');
    expect(await propertyNumbersOf('group', east?.id ?? '')).toEqual(['102', '202']);
    expect(await propertyNumbersOf('group', north?.id ?? '')).toEqual(['101']);
    const events = await t.database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(sql`${domainEvents.subjectId} in (${east?.id}, ${north?.id})`);
    expect(events.map((event) => event.type).sort()).toEqual(['propertyGroup.created', 'propertyGroup.updated']);
    expect(await importOk(t, 'propertyGroups', file, { token: adminToken, companyId: harborId })).toMatchObject({
      unchanged: 2,
    });
  });

  it('refuses a name the file holds twice (both rows) and properties not of this company', async () => {
    const reply = await importOk(
      t,
      'propertyGroups',
      csvOf([
        ['Name', 'Properties'],
        ['West', '101'],
        ['WEST', '102'],
        ['Far', 'SUM-55'],
      ]),
      { token: adminToken, companyId: harborId },
    );
    expect(reply.failed).toBe(3);
    expect(reply.errors.map((error) => [error.row, error.field])).toEqual([
      [2, 'name'],
      [3, 'name'],
      [4, 'properties'],
    ]);
  });

  it('needs managePropertyGroups', async () => {
    const reporter = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
    const response = await postImport(t, 'propertyGroups', csvOf([['Name'], ['X']]), {
      token: reporter,
      companyId: harborId,
    });
    expect(response.statusCode).toBe(403);
  });
});
