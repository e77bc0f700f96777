import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypeEndpoints } from '../../schemas/document-type.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import type { Endpoint } from '../../schemas/protocol/contract.ts';
import {
  companyResourceEndpoints as company,
  propertyResourceEndpoints as property,
} from '../../schemas/resource/endpoints.ts';
import { ROOT_FOLDER_ID } from '../../src/domain/resources/resource-folders.ts';
import { documentTypes, domainEvents, files, properties } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, endpointUrl } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { fileParts, injectUpload, type Part, storedObjects } from '../helpers/multipart.ts';
import { html, mp4, pdf, png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The company's Resources library and each property's (spec 001 §7 'Resources'; README 'Documents
 * and Resources'): any member reads the company's, whoever sees a property reads its library;
 * manageCompanyProfile writes the company's, manageProperties a property's.
 */

let t: TestApp;
let dataDir: string;
let adminToken: string;
let managerToken: string;
let reporterToken: string;
let viewerToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;
/** A property the manager and the reporter see (Lakeview), and one the manager does not. */
let lakeview: string;
let hidden: string;

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

function upload(endpoint: Endpoint, params: Record<string, string>, parts: readonly Part[], token = adminToken) {
  return injectUpload(t.app, endpointUrl(endpoint, harborId, params), parts, token);
}

const documentParts = (fields: Record<string, string>, fileName = 'policy.pdf', content = pdf()): Part[] => [
  ...Object.entries({ kind: '1', name: fileName, ...fields }).map(([field, value]) => ({ field, value })),
  ...fileParts({ fileName, content }),
];

async function newFolder(name: string, parentId = ROOT_FOLDER_ID) {
  const reply = await api.ok(company.saveFolder, { body: { name, parentId } });
  if (!reply.folder) throw new Error(reply.failureReason);
  return reply.folder;
}

async function newDocument(folderId = ROOT_FOLDER_ID, name = 'Pet policy') {
  const response = await upload(company.upload, {}, documentParts({ folderId, name, note: 'Signed copy' }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().file as { id: string; name: string; publicUrl: string; folderId: string };
}

async function recorded(type: string, subjectId: string) {
  return t.database.db
    .select({ eventId: domainEvents.eventId, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), eq(domainEvents.subjectId, subjectId)));
}

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `resources-${process.pid}-${Date.now()}`);
  t = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_DOCUMENT_BYTES: String(50_000) });
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  viewerToken = (await loginAs(t.app, DEMO_LOGINS.viewer.email)).accessToken;
  const seen = await api.ok(company.properties, { token: reporterToken });
  lakeview = seen.folders[0]?.propertyId ?? '';
  const managerSees = (await api.ok(company.properties, { token: managerToken })).folders.map((f) => f.propertyId);
  const all = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, harborId));
  const notSeen = all.find((row) => !managerSees.includes(row.id));
  if (!lakeview || !notSeen)
    throw new Error('the demo seed changed: the reporter sees one property, the manager not all');
  hidden = notSeen.id;
});
afterAll(() => t?.close());

describe("the company's root", () => {
  it('is the root (-1) with the Properties folder first, for any member; only manageCompanyProfile may manage it', async () => {
    const root = await api.ok(company.root, { token: viewerToken });
    expect(root.folder).toMatchObject({
      id: ROOT_FOLDER_ID,
      name: 'Root Folders',
      folderType: 'Company',
      isEditable: false,
    });
    expect(root.canManage).toBe(false);
    expect(root.folders[0]).toMatchObject({
      id: ROOT_FOLDER_ID,
      name: 'Properties',
      folderType: 'Property',
      propertyId: null,
      isEditable: false,
    });
    expect((await api.ok(company.root, { token: managerToken })).canManage).toBe(false);
    expect((await api.ok(company.root)).canManage).toBe(true);
    // GET /resources/folders/-1 is the same root.
    expect(await api.ok(company.folder, { params: { folderId: ROOT_FOLDER_ID } })).toEqual(await api.ok(company.root));
  });

  it('Properties holds one folder per property the caller sees, each the root of its library', async () => {
    const reporter = await api.ok(company.properties, { token: reporterToken });
    expect(reporter.folders).toHaveLength(1);
    expect(reporter.folders[0]).toMatchObject({
      id: ROOT_FOLDER_ID,
      folderType: 'Property',
      propertyId: lakeview,
      isEditable: false,
    });
    expect(reporter.canManage).toBe(false);
    const admin = await api.ok(company.properties);
    expect(admin.totals.folders).toBe(
      await rowCount(
        t.database.db,
        properties,
        and(eq(properties.companyId, harborId), eq(properties.isArchived, false)),
      ),
    );
    expect(admin.folders.map((folder) => folder.name)).toEqual(
      [...admin.folders.map((folder) => folder.name)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('folders', () => {
  it('creates a folder in the root and inside another, counts children and records resource.folder.saved', async () => {
    const parent = await newFolder('Policies');
    const child = await newFolder('2026', parent.id);
    expect(child).toMatchObject({
      name: '2026',
      parentId: parent.id,
      folderType: 'Company',
      isEditable: true,
      isArchived: false,
    });
    const opened = await api.ok(company.folder, { params: { folderId: parent.id }, token: viewerToken });
    expect(opened.folder).toMatchObject({ id: parent.id, childCount: 1 });
    expect(opened.path).toEqual([{ id: parent.id, name: 'Policies' }]);
    expect(opened.folders.map((folder) => folder.name)).toEqual(['2026']);
    const deeper = await api.ok(company.folder, { params: { folderId: child.id } });
    expect(deeper.path.map((entry) => entry.name)).toEqual(['Policies', '2026']);
    expect(await recorded('resource.folder.saved', child.id)).toEqual([
      { eventId: null, payload: { name: '2026', folderName: 'Policies', isNew: true, isArchived: false } },
    ]);
  });

  it('edits name and notes, archives (hidden unless showArchived) and refuses what the spec refuses, with failureReason', async () => {
    const folder = await newFolder('Forms');
    await newFolder('Templates');
    const edited = await api.ok(company.saveFolder, {
      body: { id: folder.id, name: 'Blank forms', notes: 'Print these' },
    });
    expect(edited.folder).toMatchObject({ name: 'Blank forms', notes: 'Print these' });
    expect(await api.ok(company.saveFolder, { body: { name: '   ' } })).toEqual({
      success: false,
      failureReason: 'Name is required.',
    });
    expect(await api.ok(company.saveFolder, { body: { name: 'templates' } })).toEqual({
      success: false,
      failureReason: 'A folder named "templates" already exists here.',
    });
    expect(await api.ok(company.saveFolder, { body: { id: folder.id, name: 'TEMPLATES' } })).toMatchObject({
      success: false,
    });
    expect(await api.ok(company.saveFolder, { body: { name: 'New and archived', isArchived: true } })).toEqual({
      success: false,
      failureReason: 'A new folder cannot be archived.',
    });
    await api.ok(company.saveFolder, { body: { id: folder.id, name: 'Blank forms', isArchived: true } });
    const names = async (showArchived: boolean) =>
      (await api.ok(company.root, { query: { showArchived } })).folders.map((f) => f.name);
    expect(await names(false)).not.toContain('Blank forms');
    expect(await names(true)).toContain('Blank forms');
    expect(await api.ok(company.saveFolder, { body: { name: 'Inside', parentId: folder.id } })).toEqual({
      success: false,
      failureReason: 'The folder to create it in is archived.',
    });
  });

  it("another company's folder, or a folder of another scope, answers 404 and changes nothing", async () => {
    const summitFolder = await api.ok(company.saveFolder, {
      body: { name: 'Summit only' },
      token: summitToken,
      companyId: summitId,
    });
    const folderId = summitFolder.folder?.id ?? '';
    const propertyFolder = await api.ok(property.saveFolder, { params: { pid: lakeview }, body: { name: 'Leases' } });
    const before = await databaseFingerprint(t.database);
    for (const attempt of [
      api.call(company.folder, { params: { folderId } }),
      api.call(company.saveFolder, { body: { id: folderId, name: 'Mine now' } }),
      api.call(company.saveFolder, { body: { name: 'Child', parentId: folderId } }),
      api.call(company.folder, { params: { folderId: propertyFolder.folder?.id ?? '' } }),
      api.call(company.saveFolder, { body: { id: propertyFolder.folder?.id, name: 'Moved' } }),
    ]) {
      expect((await attempt).statusCode).toBe(404);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('pages each list on the server: folders after the Properties folder, one section at a time', async () => {
    const parent = await newFolder('Paged');
    for (const name of ['c', 'a', 'd', 'b', 'e']) await newFolder(name, parent.id);
    const first = await api.ok(company.folder, { params: { folderId: parent.id }, query: { pageSize: 2 } });
    expect(first.folders.map((f) => f.name)).toEqual(['a', 'b']);
    expect(first.totals.folders).toBe(5);
    const third = await api.ok(company.folder, {
      params: { folderId: parent.id },
      query: { pageSize: 2, page: 3, section: 'folders' },
    });
    expect(third.folders.map((f) => f.name)).toEqual(['e']);
    const rootPage1 = await api.ok(company.root, { query: { pageSize: 2 } });
    const rootPage2 = await api.ok(company.root, { query: { pageSize: 2, page: 2, section: 'folders' } });
    expect(rootPage1.folders[0].name).toBe('Properties');
    const stored = [...rootPage1.folders.slice(1), ...rootPage2.folders].map((f) => f.name);
    expect(stored).toEqual([...stored].sort((a, b) => a.localeCompare(b)));
    expect(rootPage2.folders).toHaveLength(2);
    expect(rootPage2.documents).toEqual([]);
  });
});

describe('documents, images and videos of the library', () => {
  it('uploads a document with its name, note and type; lists and downloads it for every member', async () => {
    const folder = await newFolder('Handbooks');
    const [type] = await t.database.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(and(eq(documentTypes.companyId, harborId), eq(documentTypes.name, 'Invoice')));
    const response = await upload(
      company.upload,
      {},
      documentParts(
        { folderId: folder.id, name: 'Staff handbook', note: 'Version 3', documentTypeId: type.id },
        'handbook.pdf',
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().file;
    expect(file).toMatchObject({
      kind: 1,
      name: 'Staff handbook',
      fileName: 'handbook.pdf',
      note: 'Version 3',
      folderId: folder.id,
      typeName: 'Invoice',
      documentTypeId: type.id,
      contentType: 'application/pdf',
      propertyId: null,
      eventId: null,
    });
    expect(file.documentId).toBe(file.id);
    const listed = await api.ok(company.folder, { params: { folderId: folder.id }, token: viewerToken });
    expect(listed.documents).toEqual([file]);
    expect(listed.totals).toEqual({ folders: 0, documents: 1, images: 0, videos: 0 });
    const download = await t.app.inject({
      method: 'GET',
      url: file.publicUrl,
      headers: { authorization: `Bearer ${viewerToken}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="handbook.pdf"/);
    expect(download.rawPayload.equals(pdf())).toBe(true);
    expect(await recorded('resource.file.uploaded', file.id)).toEqual([
      { eventId: null, payload: { name: 'Staff handbook', kind: 'document', folderName: 'Handbooks' } },
    ]);
  });

  it('stores an image with its thumbnail and a video in the root', async () => {
    const image = await upload(company.upload, {}, [
      { field: 'kind', value: '2' },
      { field: 'name', value: 'Lobby' },
      ...fileParts({ fileName: 'lobby.png', content: await png() }),
    ]);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().file.thumbnailUrl).toBe(`${image.json().file.publicUrl}?thumbnail=true`);
    const video = await upload(company.upload, {}, [
      { field: 'kind', value: '3' },
      { field: 'name', value: 'Tour' },
      ...fileParts({ fileName: 'tour.mp4', content: mp4() }),
    ]);
    expect(video.json().file).toMatchObject({ kind: 3, folderId: ROOT_FOLDER_ID, thumbnailUrl: null });
    const root = await api.ok(company.root, { query: { section: 'images' } });
    expect(root.images.map((f) => f.name)).toContain('Lobby');
    expect(root.videos).toEqual([]);
  });

  it('refuses bad uploads with 400 or 413 and stores nothing', async () => {
    const summitFolder =
      (await api.ok(company.saveFolder, { body: { name: 'Summit docs' }, token: summitToken, companyId: summitId }))
        .folder?.id ?? '';
    const [summitType] = await t.database.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.companyId, summitId));
    const before = { objects: await storedObjects(dataDir), rows: await rowCount(t.database.db, files) };
    const cases: [Part[], number, string][] = [
      [documentParts({ kind: '2' }), 400, "'policy.pdf' cannot be uploaded here: it must be an image."],
      [
        documentParts({}, 'policy.pdf', html),
        400,
        "'policy.pdf' is not a document: its content is HTML, XML or a script.",
      ],
      [
        documentParts({}, 'big.txt', Buffer.alloc(60_000, 'a')),
        413,
        "'big.txt' is larger than 0 MB, the limit for a document.",
      ],
      [documentParts({ name: '' }), 400, 'name is required'],
      [documentParts({ name: '  ' }), 400, '{"field":"name","message":"is required"}'],
      [documentParts({ colour: 'red' }), 400, 'colour is not an allowed field'],
      [documentParts({ documentTypeId: summitType.id }), 400, 'is not a document type of the company'],
      [documentParts({ folderId: summitFolder }), 404, 'The requested resource was not found.'],
      [
        [
          { field: 'kind', value: '1' },
          { field: 'name', value: 'No file' },
        ],
        400,
        'must be at least one file',
      ],
    ];
    for (const [parts, status, message] of cases) {
      const response = await upload(company.upload, {}, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toContain(message);
    }
    expect(await storedObjects(dataDir)).toEqual(before.objects);
    expect(await rowCount(t.database.db, files)).toBe(before.rows);
  });
});

describe('move and delete', () => {
  it('lists the targets with their paths, moves within the library and refuses anywhere else', async () => {
    const a = await newFolder('Move A');
    const b = await newFolder('Move B');
    const archived = await newFolder('Move archived');
    await api.ok(company.saveFolder, { body: { id: archived.id, name: archived.name, isArchived: true } });
    const file = await newDocument(a.id, 'Boiler manual');
    const targets = (await api.ok(company.moveTargets, { params: { fileId: file.id } })).data.folders;
    expect(targets[0]).toEqual({ id: ROOT_FOLDER_ID, path: 'Root Folders', isCurrentlyAssignedFolder: false });
    expect(targets).toContainEqual({ id: a.id, path: 'Root Folders / Move A', isCurrentlyAssignedFolder: true });
    expect(targets.map((target) => target.id)).not.toContain(archived.id);

    expect(await api.ok(company.moveFile, { params: { fileId: file.id }, body: { folderId: b.id } })).toEqual({
      data: { success: true },
    });
    expect((await api.ok(company.folder, { params: { folderId: b.id } })).documents.map((d) => d.id)).toEqual([
      file.id,
    ]);
    expect(await recorded('resource.file.moved', file.id)).toEqual([
      {
        eventId: null,
        payload: { name: 'Boiler manual', kind: 'document', folderName: 'Move B', fromFolderName: 'Move A' },
      },
    ]);

    const leases =
      (await api.ok(property.saveFolder, { params: { pid: lakeview }, body: { name: 'Manuals' } })).folder?.id ?? '';
    const before = await databaseFingerprint(t.database);
    const refusal = (folderId: string) => api.ok(company.moveFile, { params: { fileId: file.id }, body: { folderId } });
    expect(await refusal(leases)).toEqual({
      data: { success: false, failureReason: "A file can only be moved to a folder of the company's resources." },
    });
    expect((await refusal(archived.id)).data.failureReason).toBe('The chosen folder is archived.');
    expect((await refusal(b.id)).data.failureReason).toBe('The file is already in that folder.');
    expect(
      (
        await api.call(company.moveFile, {
          params: { fileId: file.id },
          body: { folderId: b.id },
          token: summitToken,
          companyId: summitId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.call(property.moveFile, { params: { pid: lakeview, fileId: file.id }, body: { folderId: leases } }))
        .statusCode,
    ).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('deletes softly: gone from lists and downloads, the row kept with who and when', async () => {
    const file = await newDocument(ROOT_FOLDER_ID, 'Old notice');
    expect(await api.ok(company.deleteFile, { params: { fileId: file.id } })).toEqual({ success: true });
    expect(
      (await api.ok(company.root, { query: { section: 'documents', pageSize: 200 } })).documents.map((d) => d.id),
    ).not.toContain(file.id);
    const download = await t.app.inject({
      method: 'GET',
      url: file.publicUrl,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(download.statusCode).toBe(404);
    expect(
      await rowCount(
        t.database.db,
        files,
        and(eq(files.id, file.id), isNotNull(files.deletedAt), isNotNull(files.deletedByPersonId)),
      ),
    ).toBe(1);
    expect((await api.call(company.deleteFile, { params: { fileId: file.id } })).statusCode).toBe(404);
    expect(await recorded('resource.file.deleted', file.id)).toEqual([
      { eventId: null, payload: { name: 'Old notice', kind: 'document' } },
    ]);
  });
});

describe("a property's library", () => {
  it('manageProperties writes the library of a property it sees; others read it or get 403/404', async () => {
    const saved = await api.ok(property.saveFolder, {
      params: { pid: lakeview },
      body: { name: 'Floor plans' },
      token: managerToken,
    });
    expect(saved.folder).toMatchObject({ folderType: 'Property', propertyId: lakeview, parentId: ROOT_FOLDER_ID });
    expect(await recorded('resource.folder.saved', saved.folder?.id ?? '')).toEqual([
      { eventId: null, payload: { name: 'Floor plans', isNew: true, isArchived: false, propertyId: lakeview } },
    ]);
    const response = await upload(
      property.upload,
      { pid: lakeview },
      documentParts({ folderId: saved.folder?.id ?? '' }),
      managerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().file;
    expect(file).toMatchObject({ propertyId: lakeview, eventId: null });

    const asReporter = await api.ok(property.folder, {
      params: { pid: lakeview, folderId: saved.folder?.id ?? '' },
      token: reporterToken,
    });
    expect(asReporter.canManage).toBe(false);
    expect(asReporter.documents.map((d) => d.id)).toEqual([file.id]);
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: file.publicUrl, headers: { authorization: `Bearer ${token}` } });
    expect((await get(reporterToken)).statusCode).toBe(200);
    expect((await get(viewerToken)).statusCode).toBe(404);
    // The Properties folder counts what the property's root holds.
    const listed = (await api.ok(company.properties, { token: reporterToken })).folders[0];
    expect(listed.childCount).toBeGreaterThanOrEqual(1);

    const before = await databaseFingerprint(t.database);
    expect(
      (await api.call(property.saveFolder, { params: { pid: lakeview }, body: { name: 'Nope' }, token: reporterToken }))
        .statusCode,
    ).toBe(403);
    expect((await api.call(company.saveFolder, { body: { name: 'Nope' }, token: managerToken })).statusCode).toBe(403);
    expect((await upload(company.upload, {}, documentParts({}), managerToken)).statusCode).toBe(403);
    expect((await api.call(property.root, { params: { pid: hidden }, token: managerToken })).statusCode).toBe(404);
    expect(
      (await api.call(property.saveFolder, { params: { pid: hidden }, body: { name: 'Nope' }, token: managerToken }))
        .statusCode,
    ).toBe(404);
    expect((await api.call(property.root, { params: { pid: lakeview }, token: viewerToken })).statusCode).toBe(404);
    expect(
      (await api.call(property.root, { params: { pid: lakeview }, token: summitToken, companyId: summitId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call(property.deleteFile, { params: { pid: hidden, fileId: file.id }, token: managerToken }))
        .statusCode,
    ).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);

    const asManager = { params: { pid: lakeview, fileId: file.id }, token: managerToken };
    const targets = (await api.ok(property.moveTargets, asManager)).data.folders;
    expect(targets.find((target) => target.isCurrentlyAssignedFolder)?.path).toBe('Root Folders / Floor plans');
    expect(await api.ok(property.moveFile, { ...asManager, body: { folderId: ROOT_FOLDER_ID } })).toEqual({
      data: { success: true },
    });
    expect(await api.ok(property.deleteFile, asManager)).toEqual({ success: true });
    expect((await recorded('resource.file.deleted', file.id))[0]?.payload).toEqual({
      name: 'policy.pdf',
      kind: 'document',
      propertyId: lakeview,
    });
  });

  it("a property's file is not the company's: the company path answers 404", async () => {
    const response = await upload(property.upload, { pid: lakeview }, documentParts({}));
    const file = response.json().file;
    expect((await api.call(company.deleteFile, { params: { fileId: file.id } })).statusCode).toBe(404);
    expect(await rowCount(t.database.db, files, and(eq(files.id, file.id), ne(files.name, '')))).toBe(1);
  });
});

describe('document type choices', () => {
  it('answers the active, not archived types by name to any member', async () => {
    const reply = await api.ok(documentTypeEndpoints.choices, { token: viewerToken });
    expect(reply.documentTypes.map((type) => type.name)).toEqual([
      'Estimate',
      'Incident Report',
      'Invoice',
      'Police Report',
    ]);
  });

  it('a download of an unknown id is 404, whatever the caller', async () => {
    const url = endpointUrl(fileEndpoints.download, harborId, { id: '00000000-0000-4000-8000-000000000000' });
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${viewerToken}` } });
    expect(response.statusCode).toBe(404);
  });
});
