import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import type { EventProgress } from '../../schemas/event/entity.ts';
import {
  applyProgressSave,
  type ReportingProcedure,
  startingEvent,
} from '../../src/client/pages/event-add/local-progress.ts';
import type { SaveProgressBody } from '../../src/client/pages/event-add/wizard-saves.ts';
import { STEP_TYPES } from '../../src/domain/procedures/procedure-model.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import { linkedPropertyOf } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 27: the wizard that reports offline goes on from the event as it computes it
 * (local-progress.ts). Here the server's answers to the same create and saves are the reference:
 * after each save, the computed event equals the server's (but the number, which the server gives).
 */

let t: TestApp;
let harborId: string;
let token: string;
let propertyId: string;

async function post(
  endpoint: typeof eventEndpoints.create | typeof eventEndpoints.saveProgress,
  body: unknown,
  id?: string,
) {
  const reply = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoint, harborId, id ? { id } : {}),
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().eventProgress as EventProgress;
}

const withoutNumber = (event: EventProgress) => ({ ...event, number: '' });

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: path.join(os.tmpdir(), `offline-parity-${process.pid}-${Date.now()}`) });
  ({ harborId } = await signInDemoAdmins(t));
  token = (await loginAs(t.app, DEMO_LOGINS.reporter.email)).accessToken;
  propertyId = await linkedPropertyOf(t.database.db, DEMO_LOGINS.reporter.email);
});
afterAll(() => t?.close());

describe('the event computed offline equals the server’s', () => {
  it('from the create through every kind of save to the finished report', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: endpointUrl(eventEndpoints.reportingProcedures, harborId),
      headers: { authorization: `Bearer ${token}` },
    });
    const pairs = listed.json().reportingProcedures as ReportingProcedure[];
    // The demo procedure with the most kinds of steps (Yes/No, text, checklist, photos).
    const reporting = pairs.reduce((best, pair) => (pair.questions.length > best.questions.length ? pair : best));
    const id = crypto.randomUUID();
    const created = await post(eventEndpoints.create, {
      id,
      typeId: reporting.type.id,
      categoryId: reporting.category.id,
      propertyId,
      location: '  Boiler room  ',
    });
    let local = startingEvent({
      id,
      property: created.property,
      reporting,
      location: '  Boiler room  ',
      reportedByName: created.reportedByName,
      now: new Date(created.dateOccurredUtc),
    });
    expect(withoutNumber(created)).toEqual(local);

    const ofType = (typeId: string) => {
      const found = reporting.questions.find((question) => question.typeId === typeId);
      if (!found) throw new Error(`the demo procedure has no ${typeId} step`);
      return found;
    };
    const first = ofType(STEP_TYPES.yesNo);
    const second = ofType(STEP_TYPES.textInput);
    const third = ofType(STEP_TYPES.acknowledgement);
    const checklist = ofType(STEP_TYPES.checklist);
    const saves: SaveProgressBody[] = [
      {
        eventProgress: {
          emergencyServicesInvolved: false,
          emergencyServicesAnswered: true,
          status: 5,
          isSopComplete: false,
        },
      },
      {
        eventProgress: {
          eventSeverityLevel: 1,
          dateOccurredUtc: '2026-11-20T14:05:00Z',
          answeredQuestionTrail: [first.id.toUpperCase()],
          location: ' ',
        },
      },
      {
        eventProgress: {
          procedure: { questions: [{ id: first.id, answer: false }] },
          answeredQuestionTrail: [first.id, second.id],
        },
      },
      { eventProgress: { procedure: { questions: [{ id: second.id, textAnswer: 'Ceiling stain' }] } } },
      { eventProgress: { procedure: { questions: [{ id: third.id, answer: true }] } } },
      {
        eventProgress: {
          procedure: { questions: [{ id: third.id, answered: false }] },
          answeredQuestionTrail: [first.id],
        },
      },
      {
        eventProgress: {
          procedure: { questions: [{ id: checklist.id, checklistItems: [{ sortKey: 1, checked: true }] }] },
        },
      },
      { eventProgress: { status: 0, isSopComplete: true } },
      // Over the finished report only the finishing save repeated is taken, and it changes nothing.
      { eventProgress: { status: 0, isSopComplete: true, eventSeverityLevel: 0 } },
    ];
    for (const save of saves) {
      const saved = await post(eventEndpoints.saveProgress, save, id);
      local = applyProgressSave(local, save);
      expect(local, JSON.stringify(save)).toEqual(withoutNumber(saved));
    }
  });
});
