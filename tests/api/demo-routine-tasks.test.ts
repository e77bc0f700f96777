import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routineTaskEndpoints as rt } from '../../schemas/routine-task/endpoints.ts';
import { scheduleProblems } from '../../src/domain/tasks/routine-task-schedule.ts';
import { properties, routineTasks } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

beforeAll(async () => {
  t = await buildTestApp();
  p = await signInEventPersonas(t);
});
afterAll(() => t.close());

describe('the demo seed’s routine tasks', () => {
  it('gives Lakeview Apartments three valid inspections with locations and the reporter and manager assigned', async () => {
    const [lakeview] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, 'Lakeview Apartments'));
    const { routineTasks: tasks } = await api.ok(rt.list, { params: { id: lakeview.id } });
    expect(tasks.map((task) => task.name).sort()).toEqual([
      'Extinguisher walk',
      'Fire extinguisher inspection',
      'Roof inspection',
    ]);
    for (const task of tasks) {
      expect(scheduleProblems(task.schedule)).toEqual([]);
      expect(task.locations.length).toBeGreaterThan(0);
      expect(task.assignedPeopleRealized.map((person) => person.firstName).sort()).toEqual(['Morgan', 'Riley']);
    }
  });

  it('gives Summit, whose routine tasks are off, none', async () => {
    const summitId = await companyIdByName(t.database.db, DEMO_COMPANIES.summit.name);
    expect(await t.database.db.select().from(routineTasks).where(eq(routineTasks.companyId, summitId))).toEqual([]);
  });
});
