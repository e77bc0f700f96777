import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { eventResourceEndpoints as docs } from '../../schemas/resource/endpoints.ts';
import { ROOT_FOLDER_ID } from '../../src/domain/resources/resource-folders.ts';
import {
  documentTypes,
  domainEvents,
  eventVisibleRoles,
  files,
  folders,
  positionTypes,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, endpointUrl } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, eventCategoryIdByName, eventTypeIdByName, rowCount } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { fileParts, injectUpload, type Part, storedObjects } from '../helpers/multipart.ts';
import { pdf, png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * An event's Documents tab (spec 001 §2, §4 'Other states', §5, §7 'Resources'): folders and files
 * of one event, for whoever manages events and sees the event; every change recorded for the
 * event's activity log in the same transaction.
 */

let t: TestApp;
let dataDir: string;
let adminToken: string;
let managerToken: string;
let reporterToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;
let propertyId: string;
let invoiceType: string;

const api = endpointCaller(() => ({ app: t.app, token: managerToken, companyId: harborId }));

/** A new event the manager sees. */
async function newEvent(): Promise<string> {
  const reply = await api.ok(eventEndpoints.create, {
    body: {
      typeId: await eventTypeIdByName(t.database.db, harborId, 'Water Intrusion'),
      categoryId: await eventCategoryIdByName(t.database.db, harborId, 'Water Intrusion', 'Pipe Burst'),
      propertyId,
      location: 'Unit 12',
    },
  });
  if (!reply.eventProgress) throw new Error('the event was not created');
  return reply.eventProgress.id;
}

function upload(eventId: string, parts: readonly Part[], token = managerToken) {
  return injectUpload(t.app, endpointUrl(docs.upload, harborId, { id: eventId }), parts, token);
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([field, value]) => ({ field, value }));

async function uploadDocument(eventId: string, folderId = ROOT_FOLDER_ID) {
  const response = await upload(eventId, [
    ...fields({ kind: '1', name: 'Plumber invoice', folderId, documentTypeId: invoiceType }),
    ...fileParts({ fileName: 'invoice.pdf', content: pdf() }),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().file as { id: string; name: string; typeName: string; eventId: string };
}

async function uploadImage(eventId: string, folderId = ROOT_FOLDER_ID) {
  const response = await upload(eventId, [
    ...fields({ kind: '2', name: 'Wet ceiling', folderId }),
    ...fileParts({ fileName: 'ceiling.png', content: await png() }),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().file as { id: string; name: string };
}

async function newFolder(eventId: string, name: string) {
  const reply = await api.ok(docs.saveFolder, { params: { id: eventId }, body: { name } });
  if (!reply.folder) throw new Error(reply.failureReason);
  return reply.folder;
}

async function activity(eventId: string) {
  return t.database.db
    .select({ type: domainEvents.type, subjectId: domainEvents.subjectId, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.eventId, eventId)));
}

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `event-documents-${process.pid}-${Date.now()}`);
  t = await buildTestApp({ DATA_DIR: dataDir });
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
  reporterToken = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  const [first] = (await api.ok(propertyEndpoints.visibleToMe)).properties;
  propertyId = first?.id ?? '';
  const [type] = await t.database.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, harborId), eq(documentTypes.name, 'Invoice')));
  invoiceType = type.id;
});
afterAll(() => t?.close());

describe("an event's documents", () => {
  it("needs manageEvents: a reporter of the event gets 403; the root holds the event's own media", async () => {
    const eventId = await newEvent();
    expect((await api.call(docs.root, { params: { id: eventId }, token: reporterToken })).statusCode).toBe(403);
    const media = await injectUpload(
      t.app,
      endpointUrl(fileEndpoints.uploadEventMedia, harborId, { id: eventId }),
      fileParts({ fileName: 'burst.png', content: await png() }),
      managerToken,
    );
    expect(media.statusCode).toBe(200);
    const root = await api.ok(docs.root, { params: { id: eventId } });
    expect(root.folder).toMatchObject({ id: ROOT_FOLDER_ID, name: 'Root Folders', folderType: 'Event', eventId });
    expect(root.canManage).toBe(true);
    expect(root.images).toEqual([
      expect.objectContaining({ name: 'burst.png', fileName: 'burst.png', folderId: ROOT_FOLDER_ID, eventId, kind: 2 }),
    ]);
  });

  it('a document needs its type inside an event; uploads, folders and their records name the event', async () => {
    const eventId = await newEvent();
    const before = await storedObjects(dataDir);
    const untyped = await upload(eventId, [
      ...fields({ kind: '1', name: 'Invoice' }),
      ...fileParts({ fileName: 'invoice.pdf', content: pdf() }),
    ]);
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().validationErrors).toEqual([
      { field: 'documentTypeId', message: 'Document Type is required' },
    ]);
    expect(await storedObjects(dataDir)).toEqual(before);

    const folder = await newFolder(eventId, 'Invoices');
    expect(folder).toMatchObject({ folderType: 'Event', eventId, propertyId: null });
    const document = await uploadDocument(eventId, folder.id);
    expect(document).toMatchObject({ typeName: 'Invoice', eventId });
    const opened = await api.ok(docs.folder, { params: { id: eventId, folderId: folder.id } });
    expect(opened.documents.map((d) => d.id)).toEqual([document.id]);
    expect(await activity(eventId)).toEqual(
      expect.arrayContaining([
        {
          type: 'event.folder.saved',
          subjectId: folder.id,
          payload: { name: 'Invoices', isNew: true, isArchived: false },
        },
        {
          type: 'event.file.uploaded',
          subjectId: document.id,
          payload: { name: 'Plumber invoice', kind: 'document', folderName: 'Invoices' },
        },
      ]),
    );
  });

  it('moves an image between the folders of its event, and never into another event', async () => {
    const eventId = await newEvent();
    const otherEvent = await newEvent();
    const folder = await newFolder(eventId, 'Photos');
    const elsewhere = await newFolder(otherEvent, 'Photos');
    const image = await uploadImage(eventId);
    const targets = (await api.ok(docs.moveTargets, { params: { id: eventId, fileId: image.id } })).data.folders;
    expect(targets).toEqual([
      { id: ROOT_FOLDER_ID, path: 'Root Folders', isCurrentlyAssignedFolder: true },
      { id: folder.id, path: 'Root Folders / Photos', isCurrentlyAssignedFolder: false },
    ]);
    const move = (folderId: string, id = eventId) =>
      api.ok(docs.moveFile, { params: { id, fileId: image.id }, body: { folderId } });
    expect(await move(folder.id)).toEqual({ data: { success: true } });
    expect((await activity(eventId)).filter((entry) => entry.type === 'event.file.moved')).toEqual([
      {
        type: 'event.file.moved',
        subjectId: image.id,
        payload: { name: 'Wet ceiling', kind: 'image', folderName: 'Photos', fromFolderName: null },
      },
    ]);

    const before = await databaseFingerprint(t.database);
    expect(await move(elsewhere.id)).toEqual({
      data: { success: false, failureReason: 'A file can only be moved to a folder of the same event.' },
    });
    // The file through the other event's path: not that event's file.
    expect(
      (
        await api.call(docs.moveFile, {
          params: { id: otherEvent, fileId: image.id },
          body: { folderId: elsewhere.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.call(docs.deleteFile, { params: { id: otherEvent, fileId: image.id } })).statusCode).toBe(404);
    expect((await api.call(docs.folder, { params: { id: otherEvent, folderId: folder.id } })).statusCode).toBe(404);
    expect(
      (await api.call(docs.saveFolder, { params: { id: otherEvent }, body: { id: folder.id, name: 'Taken over' } }))
        .statusCode,
    ).toBe(404);
    const intoOther = await upload(otherEvent, [
      ...fields({ kind: '2', name: 'x', folderId: folder.id }),
      ...fileParts({ fileName: 'x.png', content: await png() }),
    ]);
    expect(intoOther.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('deletes softly: the event media and the tab no longer show it', async () => {
    const eventId = await newEvent();
    const image = await uploadImage(eventId);
    expect(await api.ok(docs.deleteFile, { params: { id: eventId, fileId: image.id } })).toEqual({ success: true });
    expect((await api.ok(fileEndpoints.eventMedia, { params: { id: eventId } })).images).toEqual([]);
    expect((await api.ok(docs.root, { params: { id: eventId } })).images).toEqual([]);
    expect(await rowCount(t.database.db, files, eq(files.id, image.id))).toBe(1);
    expect((await activity(eventId)).find((entry) => entry.type === 'event.file.deleted')).toEqual({
      type: 'event.file.deleted',
      subjectId: image.id,
      payload: { name: 'Wet ceiling', kind: 'image' },
    });
  });

  it("an event the caller may not see, or another company's, answers 404 and changes nothing", async () => {
    const eventId = await newEvent();
    const folder = await newFolder(eventId, 'Private');
    const [admins] = await t.database.db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.companyId, harborId), eq(positionTypes.name, 'Administrator')));
    await t.database.db.insert(eventVisibleRoles).values({ companyId: harborId, eventId, positionTypeId: admins.id });
    const before = await databaseFingerprint(t.database);
    expect((await api.call(docs.root, { params: { id: eventId } })).statusCode).toBe(404);
    expect((await api.call(docs.saveFolder, { params: { id: eventId }, body: { name: 'Mine' } })).statusCode).toBe(404);
    expect(
      (await api.call(docs.root, { params: { id: eventId }, token: summitToken, companyId: summitId })).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call(docs.saveFolder, {
          params: { id: eventId },
          body: { id: folder.id, name: 'x' },
          token: summitToken,
          companyId: summitId,
        })
      ).statusCode,
    ).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // The administrators see every event.
    expect(
      (await api.ok(docs.root, { params: { id: eventId }, token: adminToken })).folders.map((f) => f.name),
    ).toEqual(['Private']);
  });
});

describe('a change and its activity entry commit together', () => {
  it('when the entry cannot be written, neither the folder nor the uploaded file exists', async () => {
    const eventId = await newEvent();
    const before = { objects: await storedObjects(dataDir), files: await rowCount(t.database.db, files) };
    await t.database.query(`create function refuse_event_entries() returns trigger language plpgsql as $$
      begin raise exception 'no activity today'; end $$`);
    await t.database.query(`create trigger refuse_event_entries before insert on domain_events
      for each row when (new.type like 'event.%') execute function refuse_event_entries()`);
    try {
      expect((await api.call(docs.saveFolder, { params: { id: eventId }, body: { name: 'Lost' } })).statusCode).toBe(
        500,
      );
      const response = await upload(eventId, [
        ...fields({ kind: '2', name: 'Lost image' }),
        ...fileParts({ fileName: 'lost.png', content: await png() }),
      ]);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.query('drop trigger refuse_event_entries on domain_events');
      await t.database.query('drop function refuse_event_entries');
    }
    expect(await rowCount(t.database.db, folders, eq(folders.eventId, eventId))).toBe(0);
    expect(await rowCount(t.database.db, files)).toBe(before.files);
    expect(await storedObjects(dataDir)).toEqual(before.objects);
  });
});
