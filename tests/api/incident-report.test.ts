import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { fileEndpoints } from '../../schemas/file.ts';
import { incidentReportEndpoints as report } from '../../schemas/incident-report.ts';
import { eventResourceEndpoints as docs } from '../../schemas/resource/endpoints.ts';
import { INCIDENT_REPORT_STATUS } from '../../src/domain/events/incident-report.ts';
import { ROOT_FOLDER_ID } from '../../src/domain/resources/resource-folders.ts';
import {
  damageRelatedExpenses,
  documentTypes,
  events,
  files,
  folders,
  incidentReports,
  insuranceClaims,
} from '../../src/server/db/schema/index.ts';
import { INCIDENT_REPORT_JOB } from '../../src/server/modules/incident-reports/report-job.ts';
import { REPORT_JOB_ENDED } from '../../src/server/modules/incident-reports/request-report.ts';
import { endpointCaller, endpointUrl } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  recordsOf,
  seededEventId,
  signInEventPersonas,
} from '../helpers/event-fixtures.ts';
import { rowCount } from '../helpers/fixtures.ts';
import { fileParts, injectUpload } from '../helpers/multipart.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { pdf, png } from '../helpers/sample-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The incident report (spec 001 §2, §3, §4 'Incident report', §7, §9): render options saved and
 * checked, a token answered at once, a durable job that files the PDF once (after a crash too) or
 * ends failed after its retries, and the PDF read back with pdftotext.
 */

let t: TestApp;
let p: EventPersonas;
let eventId: string;
let otherEventId: string;
const api = endpointCaller(() => ({ app: t.app, token: p.managerToken, companyId: p.harborId }));

const emptyOptions = {
  includedDocumentIds: [],
  includedPeopleIds: [],
  includedImageIds: [],
  includedInsuranceClaimIds: [],
};

const idsOf = (choices: readonly { id: string }[]) => choices.map((choice) => choice.id);

/** Every choice of a render options reply, included: what an event that never saved options answers. */
const everythingOf = (choices: Awaited<ReturnType<typeof readOptions>>['choices']) => ({
  includedDocumentIds: idsOf(choices.documents),
  includedPeopleIds: idsOf(choices.people),
  includedImageIds: idsOf(choices.images),
  includedInsuranceClaimIds: idsOf(choices.insuranceClaims),
});

const readOptions = (id: string) => api.ok(report.renderOptions, { params: { id } });

async function uploadImage(id: string, name: string, token = p.managerToken) {
  const response = await injectUpload(
    t.app,
    endpointUrl(docs.upload, p.harborId, { id }),
    [
      { field: 'kind', value: '2' },
      { field: 'name', value: name },
      { field: 'folderId', value: ROOT_FOLDER_ID },
      { field: 'note', value: `${name}: water marks along the ceiling` },
      ...fileParts({ fileName: 'photo.png', content: await png(640, 480) }),
    ],
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().file.id as string;
}

async function uploadDocument(id: string, name: string) {
  const [type] = await t.database.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, p.harborId), eq(documentTypes.name, 'Invoice')));
  const response = await injectUpload(
    t.app,
    endpointUrl(docs.upload, p.harborId, { id }),
    [
      { field: 'kind', value: '1' },
      { field: 'name', value: name },
      { field: 'folderId', value: ROOT_FOLDER_ID },
      { field: 'documentTypeId', value: type.id },
      ...fileParts({ fileName: 'invoice.pdf', content: pdf() }),
    ],
    p.managerToken,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().file.id as string;
}

async function addPerson(id: string, firstName: string, type: 1 | 2) {
  const reply = await api.ok(manage.saveInvolvedPerson, {
    params: { id },
    body: {
      eventId: id,
      involvedPerson: { type, firstName, lastName: 'Okafor', affiliation: 1, natureOfInvolvement: 'Found the leak' },
    },
  });
  return reply.involvedPerson.id;
}

async function addClaim(id: string, title: string) {
  const [event] = await t.database.db.select({ propertyId: events.propertyId }).from(events).where(eq(events.id, id));
  const [claim] = await t.database.db
    .insert(insuranceClaims)
    .values({
      companyId: p.harborId,
      eventId: id,
      propertyId: event.propertyId,
      title,
      claimDate: '2026-03-05',
      claimNumber: 'CLM-77812',
      repairCost: '12500.00',
      totalLoss: '15250.75',
      settlementAmount: '9000.00',
    })
    .returning({ id: insuranceClaims.id });
  return claim.id;
}

async function untilFinal(id: string, token: string, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const reply = await api.ok(report.status, { params: { id }, query: { token } });
    if (reply.status === INCIDENT_REPORT_STATUS.done || reply.status === INCIDENT_REPORT_STATUS.failed) return reply;
    if (Date.now() - started > timeoutMs) throw new Error(`report ${token} still at status ${reply.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function downloaded(fileId: string) {
  const response = await api.call(fileEndpoints.download, { params: { id: fileId } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/pdf');
  return response.rawPayload;
}

const reportFiles = (id: string) =>
  t.database.db
    .select({ id: files.id, name: files.name, folderId: files.folderId, typeName: documentTypes.name })
    .from(files)
    .innerJoin(documentTypes, eq(documentTypes.id, files.documentTypeId))
    .where(and(eq(files.eventId, id), eq(documentTypes.name, 'Incident Report')));

beforeAll(async () => {
  t = await buildTestApp({
    DATA_DIR: path.join(os.tmpdir(), `incident-report-${process.pid}-${Date.now()}`),
    JOBS_POLL_INTERVAL_SECONDS: '1',
    JOBS_RETRY_DELAY_SECONDS: '1',
    JOBS_RETRY_LIMIT: '1',
    JOBS_EXPIRE_SECONDS: '3',
  });
  p = await signInEventPersonas(t);
  eventId = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
  otherEventId = await seededEventId(t.database.db, p.harborId, 'Top floor hallway');
}, 60_000);
afterAll(() => t?.close());

describe('render options', () => {
  it('list what may be chosen, start with all of it, and save only ids of the event (400 naming the field)', async () => {
    const imageId = await uploadImage(eventId, 'Kitchen ceiling');
    // Another event of the company (one the manager does not even see).
    const strangerImage = await uploadImage(otherEventId, 'Hallway', p.adminToken);
    const personId = await addPerson(eventId, 'Ada', 1);
    const claimId = await addClaim(eventId, 'Water damage claim');

    const first = await readOptions(eventId);
    // Nothing saved yet: everything offered is included (issue 23, item 11; it used to answer
    // nothing, so the modal opened at '0 of 3 images' and the manager had to pick each one).
    expect(first.options).toEqual(everythingOf(first.choices));
    expect(first.options.includedImageIds).toContain(imageId);
    expect(first.choices.images.map((image) => image.id)).toContain(imageId);
    expect(first.choices.images.map((image) => image.id)).not.toContain(strangerImage);
    expect(first.choices.people).toContainEqual({ id: personId, name: 'Ada Okafor', detail: 'Involved' });
    expect(first.choices.insuranceClaims).toContainEqual(expect.objectContaining({ id: claimId }));

    const save = (options: typeof emptyOptions | Record<string, unknown>, id = eventId) =>
      api.call(report.saveRenderOptions, { params: { id }, body: { eventId: id, options } as never });
    await expectRefused(save({ ...emptyOptions, includedImageIds: [strangerImage] }), 'options.includedImageIds');
    await expectRefused(save({ ...emptyOptions, includedPeopleIds: [claimId] }), 'options.includedPeopleIds');
    await expectRefused(save({ ...emptyOptions, includedDocumentIds: [imageId] }), 'options.includedDocumentIds');
    await expectRefused(
      save({ ...emptyOptions, includedInsuranceClaimIds: [personId] }),
      'options.includedInsuranceClaimIds',
    );
    await expectRefused(
      api.call(report.saveRenderOptions, {
        params: { id: eventId },
        body: { eventId: otherEventId, options: emptyOptions },
      }),
      'eventId',
    );

    const chosen = {
      ...emptyOptions,
      includedImageIds: [imageId],
      includedPeopleIds: [personId],
      includedInsuranceClaimIds: [claimId],
    };
    const saved = await save(chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await api.ok(manage.forDisplay, { params: { id: eventId } });
    expect(shown.event.incidentReportRenderOptions).toEqual(chosen);

    // A chosen image deleted since is no longer offered nor chosen, so the modal's save still passes.
    const gone = await uploadImage(eventId, 'Blurry duplicate');
    await api.ok(report.saveRenderOptions, {
      params: { id: eventId },
      body: { eventId, options: { ...chosen, includedImageIds: [imageId, gone] } },
    });
    await api.ok(docs.deleteFile, { params: { id: eventId, fileId: gone } });
    const after = await api.ok(report.renderOptions, { params: { id: eventId } });
    expect(after.options).toEqual(chosen);
    expect(after.choices.images.map((image) => image.id)).not.toContain(gone);
    expect((await save(after.options)).statusCode).toBe(200);
  });

  it('an event that never saved any includes everything, in the modal and the report; a saved choice stays', async () => {
    const laundry = await seededEventId(t.database.db, p.harborId, 'Laundry room');
    const imageId = await uploadImage(laundry, 'Dryer vent');
    const personId = await addPerson(laundry, 'Bea', 2);
    const claimId = await addClaim(laundry, 'Dryer fire claim');
    const documentId = await uploadDocument(laundry, 'Dryer repair invoice');

    const first = await readOptions(laundry);
    expect(first.options).toEqual(everythingOf(first.choices));
    expect(first.options).toEqual({
      includedDocumentIds: expect.arrayContaining([documentId]),
      includedPeopleIds: expect.arrayContaining([personId]),
      includedImageIds: expect.arrayContaining([imageId]),
      // The seeded 'Washer supply line leak' claim too.
      includedInsuranceClaimIds: expect.arrayContaining([claimId, expect.any(String)]),
    });
    // Reading them saves nothing: the event still has no saved options.
    expect((await readOptions(laundry)).options).toEqual(first.options);
    // The event's own page says the same (it used to show nothing chosen: the stored row's absence).
    const shownFirst = await api.ok(manage.forDisplay, { params: { id: laundry } });
    expect(shownFirst.event.incidentReportRenderOptions).toEqual(first.options);

    // A report asked for before any save is made with what the modal showed: everything.
    const created = await api.ok(report.create, { params: { id: laundry } });
    const [noted] = await t.database.db
      .select({ options: incidentReports.options })
      .from(incidentReports)
      .where(eq(incidentReports.id, created.token));
    expect(noted.options).toEqual(first.options);
    expect(await untilFinal(laundry, created.token)).toMatchObject({ status: INCIDENT_REPORT_STATUS.done });

    // Once saved, the saved choice is answered as it is: an empty one stays empty…
    await api.ok(report.saveRenderOptions, {
      params: { id: laundry },
      body: { eventId: laundry, options: emptyOptions },
    });
    expect((await readOptions(laundry)).options).toEqual(emptyOptions);
    expect((await api.ok(manage.forDisplay, { params: { id: laundry } })).event.incidentReportRenderOptions).toEqual(
      emptyOptions,
    );
    // …and what the event gains after a save is not added to the choice.
    const chosen = { ...emptyOptions, includedImageIds: [imageId] };
    await api.ok(report.saveRenderOptions, { params: { id: laundry }, body: { eventId: laundry, options: chosen } });
    const later = await uploadImage(laundry, 'Lint trap');
    const after = await readOptions(laundry);
    expect(idsOf(after.choices.images)).toContain(later);
    expect(after.options).toEqual(chosen);
  }, 60_000);

  it('need manageEvents (403) and an event of the company (404), and nothing changes', async () => {
    const call = (token: string, companyId = p.harborId) =>
      api.call(report.saveRenderOptions, {
        params: { id: eventId },
        body: { eventId, options: emptyOptions },
        token,
        companyId,
      });
    expect((await call(p.reporterToken)).statusCode).toBe(403);
    expect((await call(p.summitToken, p.summitId)).statusCode).toBe(404);
    const create = await api.call(report.create, {
      params: { id: eventId },
      token: p.summitToken,
      companyId: p.summitId,
    });
    expect(create.statusCode).toBe(404);
    const shown = await api.ok(manage.forDisplay, { params: { id: eventId } });
    expect(shown.event.incidentReportRenderOptions.includedImageIds).toHaveLength(1);
  });
});

describe('making the report', () => {
  it('answers a token and the folder at once, then files one PDF with every section in the folder', async () => {
    const documentId = await uploadDocument(eventId, 'Plumber invoice 4471');
    await t.database.db.insert(damageRelatedExpenses).values([
      {
        companyId: p.harborId,
        eventId,
        expenseSource: 1,
        otherName: 'Dry-out crew',
        detail: 'Fans',
        amount: '1200.50',
      },
      { companyId: p.harborId, eventId, expenseSource: 1, otherName: 'Painter', detail: 'Ceiling', amount: '800.25' },
    ]);
    const options = (await api.ok(report.renderOptions, { params: { id: eventId } })).options;
    await api.ok(report.saveRenderOptions, {
      params: { id: eventId },
      body: { eventId, options: { ...options, includedDocumentIds: [documentId] } },
    });

    const created = await api.ok(report.create, { params: { id: eventId } });
    expect(created.token).toMatch(/^[0-9a-f-]{36}$/);
    const [folder] = await t.database.db.select().from(folders).where(eq(folders.id, created.data.folderId));
    expect(folder).toMatchObject({ name: 'Incident Reports', eventId, folderType: 'Event' });

    const done = await untilFinal(eventId, created.token);
    expect(done).toMatchObject({ status: 3, folderId: created.data.folderId });
    const filed = await reportFiles(eventId);
    expect(filed).toEqual([
      expect.objectContaining({ id: done.fileId, folderId: folder.id, typeName: 'Incident Report' }),
    ]);

    const listing = await api.ok(docs.folder, { params: { id: eventId, folderId: folder.id } });
    expect(listing.documents.map((document) => document.typeName)).toEqual(['Incident Report']);

    const text = pdfText(await downloaded(done.fileId as string));
    const [event] = await t.database.db
      .select({ number: events.numberText })
      .from(events)
      .where(eq(events.id, eventId));
    for (const expected of [
      'HARBOR PROPERTY MANAGEMENT',
      'Incident Report',
      `Incident # ${event.number}`,
      'Date occurred',
      'Severity',
      'High',
      'Emergency services involved',
      'Management Report',
      'Standard Operating Procedure',
      'Answer: Yes',
      'People Involved',
      'Ada Okafor',
      'Resident',
      'Found the leak',
      'Witnesses',
      'Images',
      'Kitchen ceiling',
      'water marks along the ceiling',
      'Insurance Claims',
      'Water damage claim',
      'CLM-77812',
      '$12,500.00',
      '$15,250.75',
      'Damage Related Expenses',
      'Dry-out crew',
      'Total Expense',
      '$2,000.75',
      'Documents',
      'Plumber invoice 4471',
      'Page 1 of',
      'Generated',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Hallway');

    const records = (await recordsOf(t.database.db, eventId)).filter(
      (r) => r.type === 'event.incidentReport.generated',
    );
    expect(records).toEqual([expect.objectContaining({ subjectId: done.fileId, actorPersonId: expect.any(String) })]);
    const log = await api.ok(manage.activityLogs, { params: { id: eventId } });
    expect(log.activityLogs).toContainEqual(
      expect.objectContaining({ activityElement: 'Incident Report', activity: 'Generated' }),
    );
  }, 60_000);

  it('the SOP answers and checklist items of a step-by-step event are in the text', async () => {
    const shown = await api.ok(manage.forDisplay, { params: { id: eventId } });
    expect(shown.event.sopQuestions.some((question) => question.checklistItems.length > 0)).toBe(true);
    expect(shown.event.sopQuestions.some((question) => question.textAnswer)).toBe(true);
    const created = await api.ok(report.create, { params: { id: eventId } });
    const done = await untilFinal(eventId, created.token);
    const bytes = await downloaded(done.fileId as string);
    if (process.env.KEEP_REPORT_PDF) fs.writeFileSync(process.env.KEEP_REPORT_PDF, bytes);
    // A report is not offered for the next one's documents.
    const next = await api.ok(report.renderOptions, { params: { id: eventId } });
    expect(next.choices.documents.map((document) => document.id)).not.toContain(done.fileId);
    expect(next.choices.documents.map((document) => document.name)).toContain('Plumber invoice 4471');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const question of shown.event.sopQuestions) {
      expect(text).toContain(question.text.replace(/\s+/g, ' ').slice(0, 40));
      for (const item of question.checklistItems) expect(text).toContain(item.text.slice(0, 30));
      if (question.textAnswer) expect(text).toContain(question.textAnswer);
    }
  }, 60_000);

  it('survives a worker dying mid-job: the job is retried and the report is filed once', async () => {
    const filedBefore = (await reportFiles(eventId)).length;
    // The first run hangs while writing the PDF: the worker "dies" there (it is stopped and never finishes).
    const store = t.app.adapters.files;
    const realPut = store.put.bind(store);
    let releaseStale: () => void = () => {};
    const staleReleased = new Promise<void>((resolve) => {
      releaseStale = resolve;
    });
    let hung = 0;
    store.put = async (key, body, options) => {
      if (key.includes('incident-report-') && hung === 0) {
        hung += 1;
        await staleReleased;
      }
      return realPut(key, body, options);
    };
    try {
      const created = await api.ok(report.create, { params: { id: eventId } });
      await expect.poll(() => hung, { timeout: 15_000 }).toBe(1);
      expect((await api.ok(report.status, { params: { id: eventId }, query: { token: created.token } })).status).toBe(
        INCIDENT_REPORT_STATUS.running,
      );
      await t.app.jobs.stopWorkers();

      // Restart: past its time limit the run counts as crashed; a new worker retries the job.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await t.app.jobs.expireStalled();
      expect(await t.app.jobs.status(INCIDENT_REPORT_JOB, created.token)).toMatchObject({ state: 'retry' });
      await t.app.jobs.startWorkers();
      const done = await untilFinal(eventId, created.token);
      expect(done.status).toBe(INCIDENT_REPORT_STATUS.done);

      // The stale run wakes up and finishes too: it finds the report filed and files nothing.
      releaseStale();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const filed = await reportFiles(eventId);
      expect(filed).toHaveLength(filedBefore + 1);
      expect(filed.map((file) => file.id)).toContain(done.fileId);
      const records = (await recordsOf(t.database.db, eventId)).filter(
        (record) => record.type === 'event.incidentReport.generated' && record.payload.reportId === created.token,
      );
      expect(records).toHaveLength(1);
    } finally {
      store.put = realPut;
      releaseStale();
      await t.app.jobs.startWorkers();
    }
  }, 60_000);

  it('a report that keeps failing is retried with back-off, then ends failed (4) and the log says so', async () => {
    const store = t.app.adapters.files;
    const realPut = store.put.bind(store);
    let attempts = 0;
    store.put = async (key, body, options) => {
      if (!key.includes('incident-report-')) return realPut(key, body, options);
      attempts += 1;
      body.resume();
      throw new Error('the store is down');
    };
    try {
      const created = await api.ok(report.create, { params: { id: eventId } });
      const failed = await untilFinal(eventId, created.token);
      expect(failed).toMatchObject({ status: INCIDENT_REPORT_STATUS.failed, fileId: null });
      expect(attempts).toBe(2);
      const [row] = await t.database.db.select().from(incidentReports).where(eq(incidentReports.id, created.token));
      expect(row).toMatchObject({ status: INCIDENT_REPORT_STATUS.failed, lastError: 'the store is down' });
      // The queue records the run's failure once the handler has thrown, just after the row says so.
      await expect
        .poll(async () => (await t.app.jobs.status(INCIDENT_REPORT_JOB, created.token))?.state, { timeout: 10_000 })
        .toBe('failed');
      const log = await api.ok(manage.activityLogs, { params: { id: eventId } });
      expect(log.activityLogs).toContainEqual(
        expect.objectContaining({ activityElement: 'Incident Report', activity: 'Failed' }),
      );
    } finally {
      store.put = realPut;
    }
  }, 60_000);

  it('a report whose job left the queue unfiled ends failed (4), once, and the log says so', async () => {
    await t.app.jobs.stopWorkers();
    try {
      const created = await api.ok(report.create, { params: { id: eventId } });
      // As when a run is killed on its last attempt and the queue later removes the job.
      await t.database.query('delete from pgboss.job where id = $1', [created.token]);
      const poll = () => api.ok(report.status, { params: { id: eventId }, query: { token: created.token } });
      expect(await poll()).toMatchObject({ status: INCIDENT_REPORT_STATUS.failed, fileId: null });
      expect(await poll()).toMatchObject({ status: INCIDENT_REPORT_STATUS.failed });
      const [row] = await t.database.db.select().from(incidentReports).where(eq(incidentReports.id, created.token));
      expect(row).toMatchObject({ status: INCIDENT_REPORT_STATUS.failed, lastError: REPORT_JOB_ENDED });
      const log = await api.ok(manage.activityLogs, { params: { id: eventId } });
      const failures = log.activityLogs.filter(
        (entry) => entry.activityElement === 'Incident Report' && entry.activity === 'Failed',
      );
      expect(failures.length).toBeGreaterThanOrEqual(1);
      const records = (await recordsOf(t.database.db, eventId)).filter(
        (record) => record.type === 'event.incidentReport.failed' && record.payload.reportId === created.token,
      );
      expect(records).toHaveLength(1);
    } finally {
      await t.app.jobs.startWorkers();
    }
  }, 60_000);

  it('polling another event or an unknown token is a 404; a reporter may not ask (403)', async () => {
    const created = await api.ok(report.create, { params: { id: eventId } });
    const other = await api.call(report.status, {
      params: { id: otherEventId },
      query: { token: created.token },
      token: p.adminToken,
    });
    expect(other.statusCode).toBe(404);
    const unknown = await api.call(report.status, {
      params: { id: eventId },
      query: { token: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.call(report.create, { params: { id: eventId }, token: p.reporterToken })).statusCode).toBe(403);
    await untilFinal(eventId, created.token);
    expect(await rowCount(t.database.db, incidentReports)).toBeGreaterThan(0);
  }, 60_000);
});

async function untilFinalAs(id: string, token: string, asToken: string, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const reply = await api.ok(report.status, { params: { id }, query: { token }, token: asToken });
    if (reply.status === INCIDENT_REPORT_STATUS.done || reply.status === INCIDENT_REPORT_STATUS.failed) return reply;
    if (Date.now() - started > timeoutMs) throw new Error(`report ${token} still at status ${reply.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the language of the report', () => {
  it("is the asker's: a request in Spanish files a PDF with Spanish headings, dates unchanged", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointUrl(report.create, p.harborId, { id: otherEventId }),
      headers: { authorization: `Bearer ${p.adminToken}`, 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as { token: string };
    const done = await untilFinalAs(otherEventId, created.token, p.adminToken);
    expect(done.status).toBe(INCIDENT_REPORT_STATUS.done);
    const file = await api.call(fileEndpoints.download, { params: { id: done.fileId as string }, token: p.adminToken });
    const text = pdfText(file.rawPayload);
    for (const expected of [
      'Reporte de incidente',
      'Incidente n.º',
      'Fecha en que ocurrió',
      'Gravedad',
      'Reporte de la administración',
      'Procedimiento operativo estándar',
      'Personas involucradas',
      'Testigos',
      'Imágenes',
      'Reclamos de seguro',
      'Gastos relacionados con daños',
      'Documentos',
      'Página 1 de',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Management Report');
    // Dates stay MM/DD/YYYY.
    expect(text).toMatch(/Generado el \d{2}\/\d{2}\/\d{4}/);
  }, 60_000);
});
