import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routineTaskEndpoints as rt } from '../../schemas/routine-task/endpoints.ts';
import type { SaveProgressInput } from '../../schemas/routine-task/entity.ts';
import type { PerformReply } from '../../schemas/routine-task/replies.ts';
import { applyTaskSave, begunLocally } from '../../src/client/pages/perform-task/local-perform.ts';
import { domainEvents, people, procedures, routineTaskResults } from '../../src/server/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { rowCount } from '../helpers/fixtures.ts';
import { weeklySchedule } from '../helpers/routine-schedule.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 27: the Perform wizard offline begins a location from its preview (GET …/preview, which
 * changes nothing) and goes on from the location as it computes it (local-perform.ts). Here the
 * server's answers are the reference: the begin equals the preview begun, every save's answer
 * equals the save applied.
 */

let t: TestApp;
let p: EventPersonas;
/** Wednesday 11/25/2026 10:00 in New York (the demo properties' zone). */
const now = new Date('2026-11-25T15:00:00.000Z');
const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
let lobby: { id: string; resultId: string };

beforeAll(async () => {
  t = await buildTestApp(
    { DATA_DIR: path.join(os.tmpdir(), `offline-perform-${process.pid}-${Date.now()}`) },
    undefined,
    { clock: { now: () => now } },
  );
  p = await signInEventPersonas(t);
  const [procedure] = await t.database.db
    .select({ id: procedures.id })
    .from(procedures)
    .where(and(eq(procedures.companyId, p.harborId), eq(procedures.name, 'Monthly Fire Extinguisher Inspection')));
  const [reporter] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, p.harborId), eq(people.emailAddress, DEMO_LOGINS.reporter.email)));
  await api.ok(rt.save, {
    body: {
      name: 'Offline rounds',
      propertyId: p.reporterProperty,
      procedureId: procedure.id,
      startDateLocal: '2026-11-01',
      schedule: weeklySchedule(['thursday']),
      locations: [{ name: 'Lobby' }],
      assignedPeople: [reporter.id],
    },
  });
  const mine = await api.ok(rt.mine, { token: p.reporterToken });
  const row = mine.instances.find((each) => each.name === 'Offline rounds' && each.dueDateLocal === '2026-11-26');
  if (!row) throw new Error('the task is not in My Tasks');
  lobby = { id: row.instanceId, resultId: row.resultId };
});
afterAll(() => t?.close());

describe('the location computed offline equals the server’s', () => {
  it('the preview changes nothing; begun, it equals begin’s answer; each save applied equals the save’s answer', async () => {
    const started = () =>
      rowCount(
        t.database.db,
        domainEvents,
        and(eq(domainEvents.subjectId, lobby.resultId), eq(domainEvents.type, 'routineTaskResult.started')),
      );
    const preview: PerformReply = await api.ok(rt.preview, { token: p.reporterToken, params: lobby });
    expect(preview.status).toBe('NotStarted');
    expect(await started()).toBe(0);
    const [stored] = await t.database.db
      .select({ status: routineTaskResults.status })
      .from(routineTaskResults)
      .where(eq(routineTaskResults.id, lobby.resultId));
    expect(stored.status).toBe('NotStarted');

    const begun: PerformReply = await api.ok(rt.begin, { token: p.reporterToken, params: lobby });
    expect(await started()).toBe(1);
    let local = begunLocally(preview);
    expect(local).toEqual(begun);
    // Begun, the preview answers what begin kept.
    expect(await api.ok(rt.preview, { token: p.reporterToken, params: lobby })).toEqual(begun);

    const [place, where, inspect, tag] = begun.procedure.questions.map((question) => question.id);
    const base = { resultId: lobby.resultId, instanceId: lobby.id };
    const saves: SaveProgressInput[] = [
      {
        ...base,
        procedure: { questions: [{ id: place, answer: false }] },
        answeredQuestionTrail: [place, where],
        isSopComplete: false,
      },
      {
        ...base,
        procedure: { questions: [{ id: where, textAnswer: 'Behind the front desk' }] },
        answeredQuestionTrail: [place, where, inspect],
        isSopComplete: false,
      },
      {
        ...base,
        procedure: { questions: [] },
        answeredQuestionTrail: [place.toUpperCase(), where],
        isSopComplete: false,
      },
      {
        ...base,
        procedure: {
          questions: [
            {
              id: inspect,
              answered: true,
              checklistItems: [
                { sortKey: 1, checked: true },
                { sortKey: 2, checked: false },
              ],
            },
          ],
        },
        answeredQuestionTrail: [place, where, inspect, tag],
        isSopComplete: false,
      },
      {
        ...base,
        procedure: { questions: [{ id: tag, answered: true }] },
        answeredQuestionTrail: [place, where, inspect, tag],
        isSopComplete: true,
      },
    ];
    for (const save of saves) {
      const saved: PerformReply = await api.ok(rt.saveProgress, { token: p.reporterToken, params: lobby, body: save });
      local = applyTaskSave(local, save);
      expect(local, JSON.stringify(save)).toEqual(saved);
    }
    expect(local.status).toBe('Complete');
  });

  it("answers another company's location 404, and a person who may not perform it 403 or 404", async () => {
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/company/${p.summitId}/routineTaskInstance/${lobby.id}/result/${lobby.resultId}/preview`,
      headers: { authorization: `Bearer ${p.reporterToken}` },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    const viewer = await t.app.inject({
      method: 'GET',
      url: `/api/company/${p.harborId}/routineTaskInstance/${lobby.id}/result/${lobby.resultId}/preview`,
      headers: { authorization: `Bearer ${p.viewerToken}` },
    });
    expect([403, 404]).toContain(viewer.statusCode);
  });
});
