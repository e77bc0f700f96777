import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMIT_MESSAGES, IMPORT_LIMITS } from '../../src/domain/import/limits.ts';
import { propertyGroups } from '../../src/server/db/schema/index.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { csvOf, importOk, postImport } from '../helpers/import-csv.ts';
import { png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What an import file may be (issue 24 'Limits, speed, safety'): UTF-8 with or without a BOM or
 * Windows-1252; not binary, not without a header row, at most 20,000 rows and 10 MB — each
 * refusal a clear 400 or 413 that writes nothing.
 */

let t: TestApp;
let adminToken: string;
let harborId: string;

const groupNamed = async (name: string) =>
  (
    await t.database.db
      .select({ name: propertyGroups.name })
      .from(propertyGroups)
      .where(and(eq(propertyGroups.companyId, harborId), eq(propertyGroups.name, name)))
  )[0];

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});

afterAll(async () => {
  await t?.close();
});

const call = () => ({ token: adminToken, companyId: harborId });

describe('encodings', () => {
  it('reads UTF-8 with a byte-order mark (what Excel writes as CSV UTF-8)', async () => {
    const reply = await importOk(t, 'propertyGroups', `\uFEFFName,Properties\r\nZürich Group,101\r\n`, call());
    expect(reply.created).toBe(1);
    expect(await groupNamed('Zürich Group')).toBeDefined();
  });

  it('reads Windows-1252 (what Excel writes as plain CSV on Windows)', async () => {
    const latin = (text: string) => Buffer.from(text, 'latin1');
    const bytes = Buffer.concat([
      latin('Name\r\nCaf'),
      Buffer.from([0xe9]),
      latin(' Group '),
      Buffer.from([0x96]),
      latin(' East\r\n'),
    ]);
    expect((await importOk(t, 'propertyGroups', bytes, call())).created).toBe(1);
    expect(await groupNamed('Café Group – East')).toBeDefined();
  });

  it('reads a semicolon-delimited file', async () => {
    expect((await importOk(t, 'propertyGroups', 'Name;Properties\r\nSemicolon Group;101\r\n', call())).created).toBe(1);
  });
});

describe('refusals, each writing nothing', () => {
  async function refused(file: string | Uint8Array, status: number, message: string | RegExp, fields?: object) {
    const before = await databaseFingerprint(t.database);
    const response = await postImport(t, 'propertyGroups', file, { ...call(), ...fields });
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { message: string };
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  }

  it('binary data (an image, a workbook) is not CSV', async () => {
    await refused(await png(), 400, /not CSV text/);
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), 400, /Excel workbook/);
  });

  it('UTF-16 text is refused with how to save it instead', async () => {
    await refused(Buffer.from('\uFEFFName\r\nX\r\n', 'utf16le'), 400, /UTF-16.*CSV UTF-8/);
  });

  it('an empty file, or one whose first row is not the column titles', async () => {
    await refused('', 400, /empty/);
    await refused(
      'North Portfolio,101\r\nSouth Portfolio,102\r\n',
      400,
      /first row of the file must be the column titles/,
    );
  });

  it('a mapping that does not fit the file, or is not a mapping', async () => {
    await refused('Group,Props\r\nX,101\r\n', 400, "The file has no column 'Title' (chosen for Name).", {
      mapping: { name: 'Title' },
    });
    await refused(
      'Group\r\nX\r\n',
      400,
      "'colour' is not a column of the Property Groups import. The file has no Name column (required).",
      {
        mapping: { colour: 'Group' },
      },
    );
    await refused('Name\r\nX\r\n', 400, /mapping must be a JSON object/, {
      fields: [
        { field: 'dryRun', value: 'false' },
        { field: 'mapping', value: '["Name"]' },
      ],
    });
  });

  it('dryRun must be given as true or false', async () => {
    await refused('Name\r\nX\r\n', 400, /dryRun/, { fields: [] });
    await refused('Name\r\nX\r\n', 400, /dryRun/, { fields: [{ field: 'dryRun', value: 'perhaps' }] });
  });

  it('more than 20,000 rows: 413 with the limit in words', async () => {
    const rows = Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, index) => `G${index}`);
    await refused(`Name\r\n${rows.join('\r\n')}\r\n`, 413, IMPORT_LIMIT_MESSAGES.rows);
  });

  it('more than 10 MB: 413 with the limit in words', async () => {
    const padding = 'x'.repeat(IMPORT_LIMITS.bytes);
    await refused(`Name\r\n${padding}\r\n`, 413, IMPORT_LIMIT_MESSAGES.bytes);
  });

  it('a request that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/company/${harborId}/import/propertygroups`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { dryRun: true },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('rows at the limit', () => {
  it('takes 20,000 rows (the limit): a dry run of them all', async () => {
    const rows = Array.from({ length: IMPORT_LIMITS.rows }, (_, index) => [`Bulk group ${index}`]);
    const reply = await importOk(t, 'propertyGroups', csvOf([['Name'], ...rows]), { ...call(), dryRun: true });
    expect(reply).toMatchObject({ created: IMPORT_LIMITS.rows, failed: 0 });
  });
});
