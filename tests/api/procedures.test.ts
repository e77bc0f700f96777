import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureEndpoints } from '../../schemas/procedure/endpoints.ts';
import { PROCEDURE_MESSAGES } from '../../schemas/procedure/entity.ts';
import type { QueryInputOf } from '../../schemas/protocol/contract.ts';
import {
  END_OF_PROCEDURE,
  type ProcedureStep,
  STEP_TYPES,
  type StepResult,
  type StepTypeId,
} from '../../src/domain/procedures/procedure-model.ts';
import { checklistItems, positionTypes, procedureSteps, procedures } from '../../src/server/db/schema/index.ts';
import { okJson, signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, type ReplyOf, unchecked } from '../helpers/endpoint-call.ts';
import { databaseFingerprint, eventCategoryIdByName, eventTypeIdByName } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

const { yesNo, textInput, acknowledgement, checklist, imageUpload } = STEP_TYPES;
const goto = (stepId: string): StepResult => ({ type: 'goto', value: stepId });
const uuid = () => crypto.randomUUID();

/** The API as Harbor's admin unless the input says otherwise. */
const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const incidents = (query: QueryInputOf<typeof procedureEndpoints.list> = {}) =>
  api.ok(procedureEndpoints.list, { query });
const tasks = (query: QueryInputOf<typeof procedureEndpoints.taskList> = {}) =>
  api.ok(procedureEndpoints.taskList, { query });
const getProcedure = async (id: string) => (await api.ok(procedureEndpoints.detail, { params: { id } })).procedure;
/** Any body: the validation tests send what the contract refuses. */
const save = (payload: unknown, companyId = harborId, token = adminToken) =>
  api.call(procedureEndpoints.save, { body: unchecked(payload), companyId, token });
const saved = async (payload: unknown) =>
  (await api.ok(procedureEndpoints.save, { body: unchecked(payload) })).procedure;

async function refused(response: Promise<{ statusCode: number; json(): unknown }>, field: string, message?: string) {
  const answered = await response;
  expect(answered.statusCode).toBe(400);
  const body = answered.json() as { message: string; validationErrors: { field: string; message: string }[] };
  expect(body.validationErrors).toContainEqual(expect.objectContaining({ field }));
  if (message) expect(body.message).toBe(message);
  return body;
}

const typeId = (name: string, companyId = harborId) => eventTypeIdByName(t.database.db, companyId, name);

const categoryId = (type: string, name: string, companyId = harborId) =>
  eventCategoryIdByName(t.database.db, companyId, type, name);

async function roleId(name: string, companyId = harborId): Promise<string> {
  const [row] = await t.database.db
    .select({ id: positionTypes.id })
    .from(positionTypes)
    .where(and(eq(positionTypes.companyId, companyId), eq(positionTypes.name, name)));
  return row.id;
}

/** The id of the first step of a procedure (read from the table: any company). */
async function firstStepOf(procedureId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: procedureSteps.id })
    .from(procedureSteps)
    .where(eq(procedureSteps.procedureId, procedureId))
    .orderBy(procedureSteps.position)
    .limit(1);
  return row.id;
}

function step(text: string, typeId: StepTypeId, yes = END_OF_PROCEDURE, no = END_OF_PROCEDURE, items: string[] = []) {
  return {
    id: uuid(),
    isNew: true,
    text,
    typeId,
    yesResult: yes,
    noResult: no,
    checklistItems: items.map((itemText, index) => ({ text: itemText, sortKey: index + 1 })),
  } satisfies ProcedureStep;
}

function incident(type: string, category: string | null, questions: unknown[], roles: string[] = []) {
  return {
    id: null,
    flavor: 'Incident',
    name: null,
    eventType: { id: type, name: 'ignored' },
    eventCategory: category ? { id: category, name: 'ignored' } : null,
    visibleToPositionTypes: roles.map((id) => ({ id, name: 'ignored', active: true })),
    questions,
  };
}

/** A procedure's steps with gotos as step indexes: equal for a copy whatever its ids. */
/** A procedure as the API answers it (its step results as the contract declares them). */
type AnsweredProcedure = ReplyOf<typeof procedureEndpoints.detail>['procedure'];

function shape(procedure: AnsweredProcedure) {
  const at = (result: { type: string; value: string | null }) =>
    result.type === 'goto' ? procedure.questions.findIndex((q) => q.id === result.value) : null;
  return procedure.questions.map((q) => ({
    text: q.text,
    typeId: q.typeId,
    yes: at(q.yesResult),
    no: at(q.noResult),
    items: q.checklistItems,
  }));
}

/** A branching procedure: 0 Yes/No (yes -> 1, no -> 2), 1 Acknowledge -> 3, 2 Image -> 3, 3 Checklist -> 4, 4 Text. */
function branching() {
  const [q0, q1, q2, q3, q4] = [
    step('Is anyone hurt?', yesNo),
    step('Call 911.', acknowledgement),
    step('Photograph the scene.', imageUpload),
    step('Secure the area.', checklist, END_OF_PROCEDURE, END_OF_PROCEDURE, ['Cones', 'Tape']),
    step('Describe what happened.', textInput),
  ];
  q0.yesResult = goto(q1.id);
  q0.noResult = goto(q2.id);
  q1.yesResult = goto(q3.id);
  q2.yesResult = goto(q3.id);
  q3.yesResult = goto(q4.id);
  return [q0, q1, q2, q3, q4];
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

describe('GET /procedures (incidents)', () => {
  it("lists the company's seeded incident procedures, type descending by default, with the total", async () => {
    const body = await incidents();
    expect(body.total).toBe(5);
    expect(body.data.map((row) => [row.eventType.name, row.eventCategory?.name ?? null])).toEqual([
      ['Water Intrusion', 'Pipe Burst'],
      ['Water Intrusion', null],
      ['Injury', null],
      ['Fire', null],
      ['Crime', null],
    ]);
    const crime = body.data.find((row) => row.eventType.name === 'Crime');
    expect(crime?.visibleToPositionTypes).toEqual([
      { id: await roleId('Administrator'), name: 'Administrator', active: true },
      { id: await roleId('Property Manager'), name: 'Property Manager', active: true },
    ]);
    expect(body.data.find((row) => row.eventType.name === 'Fire')?.visibleToPositionTypes).toEqual([]);
  });

  it('sorts by type or category in either direction', async () => {
    const pairs = (body: ReplyOf<typeof procedureEndpoints.list>) =>
      body.data.map((row) => `${row.eventType.name}/${row.eventCategory?.name ?? ''}`);
    expect(pairs(await incidents({ sortBy: 'type', sortDirection: 'asc' }))).toEqual([
      'Crime/',
      'Fire/',
      'Injury/',
      'Water Intrusion/',
      'Water Intrusion/Pipe Burst',
    ]);
    expect(pairs(await incidents({ sortBy: 'category', sortDirection: 'desc' }))[0]).toBe('Water Intrusion/Pipe Burst');
    expect(pairs(await incidents({ sortBy: 'category', sortDirection: 'asc' }))).toEqual([
      'Crime/',
      'Fire/',
      'Injury/',
      'Water Intrusion/',
      'Water Intrusion/Pipe Burst',
    ]);
  });

  it('searches type or category names, case-insensitively and literally, and pages with the total', async () => {
    expect((await incidents({ search: 'WATER' })).total).toBe(2);
    expect((await incidents({ search: 'pipe' })).data.map((row) => row.eventCategory?.name)).toEqual(['Pipe Burst']);
    expect(await incidents({ search: '%' })).toEqual({ data: [], total: 0, totalIsExact: true });
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await incidents({ page, pageSize: 2, sortDirection: 'asc' }));
    expect(pages.map((page) => [page.data.length, page.total])).toEqual([
      [2, 5],
      [2, 5],
      [1, 5],
    ]);
    expect(new Set(pages.flatMap((page) => page.data.map((row) => row.id))).size).toBe(5);
  });

  it('refuses an unknown sort column; another company sees only its own', async () => {
    await refused(api.call(procedureEndpoints.list, { query: unchecked({ sortBy: 'name' }) }), 'querystring.sortBy');
    const summit = await api.ok(procedureEndpoints.list, { companyId: summitId, token: summitToken });
    expect(summit.total).toBe(5);
    const harborIds = new Set((await incidents()).data.map((row) => row.id));
    expect(summit.data.some((row) => harborIds.has(row.id))).toBe(false);
  });
});

describe('GET /routineTasks/procedures', () => {
  it('lists task procedures by name (descending by default), searches and pages', async () => {
    expect((await tasks()).data.map((row) => row.name)).toEqual([
      'Quarterly Roof Inspection',
      'Monthly Fire Extinguisher Inspection',
    ]);
    expect((await tasks({ sortDirection: 'asc' })).data[0].name).toBe('Monthly Fire Extinguisher Inspection');
    expect((await tasks({ search: 'ROOF' })).data.map((row) => row.name)).toEqual(['Quarterly Roof Inspection']);
    const second = await tasks({ page: 2, pageSize: 1 });
    expect([second.total, second.data.map((row) => row.name)]).toEqual([2, ['Monthly Fire Extinguisher Inspection']]);
    await refused(
      api.call(procedureEndpoints.taskList, { query: unchecked({ sortBy: 'type' }) }),
      'querystring.sortBy',
    );
  });

  it("does not exist where the company's routine tasks are switched off (404, the contract's feature)", async () => {
    const response = await api.call(procedureEndpoints.taskList, { companyId: summitId, token: summitToken });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /procedures/{id}, /procedures/create, /procedures/questions/create', () => {
  it('reads a seeded procedure with ordered, branching steps and numbered checklist items', async () => {
    const row = (await incidents({ search: 'water', sortDirection: 'asc' })).data[0];
    const procedure = await getProcedure(row.id);
    expect(procedure).toMatchObject({ id: row.id, flavor: 'Incident', name: null, eventCategory: null });
    expect(procedure.eventType).toEqual(row.eventType);
    const [leak, shutoff] = procedure.questions;
    expect(leak).toMatchObject({
      text: 'Is water still actively leaking?',
      typeId: yesNo,
      yesResult: goto(shutoff.id),
    });
    const photo = procedure.questions.find((q) => q.id === (leak.noResult.value as string));
    expect(photo?.typeId).toBe(imageUpload);
    const list = procedure.questions.find((q) => q.typeId === checklist);
    expect(list?.checklistItems.map((item) => item.sortKey)).toEqual([1, 2, 3, 4]);
    expect(procedure.questions.at(-1)?.yesResult).toEqual(END_OF_PROCEDURE);
    // Every step carries its type's descriptor (spec 001 §3), the spec's internal type names.
    expect(leak.typeDescriptor).toBe('YesOrNo');
    expect(photo?.typeDescriptor).toBe('ImageUpload');
    expect(list?.typeDescriptor).toBe('Checklist');
    for (const q of procedure.questions) expect(q.typeDescriptor).toBe(q.typeId);
  });

  it("answers 404 for another company's or an unknown id, 400 for a malformed one", async () => {
    const summitRow = (await api.ok(procedureEndpoints.list, { companyId: summitId, token: summitToken })).data[0];
    expect((await api.call(procedureEndpoints.detail, { params: { id: summitRow.id } })).statusCode).toBe(404);
    expect((await api.call(procedureEndpoints.detail, { params: { id: uuid() } })).statusCode).toBe(404);
    expect((await api.call(procedureEndpoints.detail, { params: { id: 'not-a-uuid' } })).statusCode).toBe(400);
  });

  it('hands out a blank procedure of either flavor with one new step', async () => {
    const { procedure } = await api.ok(procedureEndpoints.blank);
    expect(procedure).toMatchObject({ id: null, flavor: 'Incident', name: null, eventType: null, eventCategory: null });
    expect(procedure.visibleToPositionTypes).toEqual([]);
    expect(procedure.questions).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        isNew: true,
        text: '',
        typeId: yesNo,
        typeDescriptor: 'YesOrNo',
        yesResult: END_OF_PROCEDURE,
        noResult: END_OF_PROCEDURE,
        checklistItems: [],
      },
    ]);
    const task = await api.ok(procedureEndpoints.blank, { query: { flavor: 'RoutineTask' } });
    expect(task.procedure).toMatchObject({ flavor: 'RoutineTask', name: '' });
    await refused(api.call(procedureEndpoints.blank, { query: unchecked({ flavor: 'Other' }) }), 'querystring.flavor');
    const off = await api.call(procedureEndpoints.blank, {
      query: { flavor: 'RoutineTask' },
      companyId: summitId,
      token: summitToken,
    });
    expect(off.statusCode).toBe(404);
  });

  it('hands out a new step with a fresh id each time', async () => {
    const first = await api.ok(procedureEndpoints.newStep, { query: { index: 3 } });
    const second = await api.ok(procedureEndpoints.newStep);
    expect(first.question).toMatchObject({ isNew: true, text: '', typeId: yesNo, noResult: END_OF_PROCEDURE });
    expect(first.question.id).not.toBe(second.question.id);
    await refused(api.call(procedureEndpoints.newStep, { query: { index: -1 } }), 'querystring.index');
  });
});

describe('POST /procedures', () => {
  let weatherId: string;

  it('creates an incident procedure with branches and a checklist, and reads it back the same', async () => {
    const questions = branching();
    questions[3].checklistItems = [
      { text: ' Cones ', sortKey: 7 },
      { text: 'Tape', sortKey: 3 },
    ];
    // Normalised: an Acknowledge step's no result and a non-checklist step's items are not stored.
    questions[1].noResult = goto(questions[4].id);
    questions[4].checklistItems = [{ text: 'stray', sortKey: 1 }];
    const manager = await roleId('Property Manager');
    const body = incident(await typeId('Weather'), await categoryId('Weather', 'Wind Damage'), questions, [manager]);
    const procedure = await saved({ ...body, questions: questions.map((q) => ({ ...q, typeDescriptor: 'x' })) });
    weatherId = procedure.id as string;
    expect(procedure.eventType?.name).toBe('Weather');
    expect(procedure.eventCategory?.name).toBe('Wind Damage');
    expect(procedure.visibleToPositionTypes).toEqual([{ id: manager, name: 'Property Manager', active: true }]);
    expect(procedure.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(procedure.questions.every((q) => q.isNew === undefined)).toBe(true);
    expect(shape(procedure)).toEqual([
      { text: 'Is anyone hurt?', typeId: yesNo, yes: 1, no: 2, items: [] },
      { text: 'Call 911.', typeId: acknowledgement, yes: 3, no: null, items: [] },
      { text: 'Photograph the scene.', typeId: imageUpload, yes: 3, no: null, items: [] },
      {
        text: 'Secure the area.',
        typeId: checklist,
        yes: 4,
        no: null,
        items: [
          { text: 'Cones', sortKey: 1 },
          { text: 'Tape', sortKey: 2 },
        ],
      },
      { text: 'Describe what happened.', typeId: textInput, yes: null, no: null, items: [] },
    ]);
    expect(await getProcedure(weatherId)).toEqual(procedure);
    expect((await incidents({ search: 'wind' })).data.map((row) => row.id)).toEqual([weatherId]);
  });

  it('updates it: steps replaced in order (removed ones and their items gone), roles replaced, id kept', async () => {
    const before = await getProcedure(weatherId);
    const [q0, , q2, q3] = before.questions;
    const added = step('Was power lost?', yesNo, goto(q3.id));
    const questions = [
      { ...q0, text: 'Is anyone hurt or in danger?', yesResult: goto(added.id) },
      added,
      q2,
      { ...q3, yesResult: END_OF_PROCEDURE, checklistItems: [{ text: 'Tape', sortKey: 1 }] },
    ];
    const procedure = await saved({ ...before, questions, visibleToPositionTypes: [] });
    expect(procedure.id).toBe(weatherId);
    expect(procedure.visibleToPositionTypes).toEqual([]);
    expect(procedure.questions.map((q) => q.id)).toEqual([q0.id, added.id, q2.id, q3.id]);
    expect(shape(procedure).map((s) => [s.text, s.yes, s.no])).toEqual([
      ['Is anyone hurt or in danger?', 1, 2],
      ['Was power lost?', 3, null],
      ['Photograph the scene.', 3, null],
      ['Secure the area.', null, null],
    ]);
    const [items] = await t.database.db
      .select({ n: count() })
      .from(checklistItems)
      .innerJoin(procedureSteps, eq(procedureSteps.id, checklistItems.stepId))
      .where(eq(procedureSteps.procedureId, weatherId));
    expect(Number(items.n)).toBe(1);
  });

  it('creates and updates a task / inspection, which needs a name', async () => {
    const body = {
      id: null,
      flavor: 'RoutineTask',
      name: '  Weekly Pool Check ',
      eventType: null,
      eventCategory: null,
      visibleToPositionTypes: [],
      questions: [step('Check the chlorine level.', checklist, END_OF_PROCEDURE, END_OF_PROCEDURE, ['Chlorine', 'pH'])],
    };
    const task = await saved(body);
    expect(task).toMatchObject({ flavor: 'RoutineTask', name: 'Weekly Pool Check', eventType: null });
    expect((await tasks({ search: 'pool' })).data).toEqual([{ id: task.id, name: 'Weekly Pool Check' }]);
    expect((await incidents()).data.some((row) => row.id === task.id)).toBe(false);
    expect((await saved({ ...task, name: 'Weekly Pool Inspection' })).name).toBe('Weekly Pool Inspection');
    await refused(save({ ...body, name: '   ' }), 'name');
    await refused(save({ ...task, flavor: 'Incident', eventType: { id: await typeId('Mold') } }), 'flavor');
    const off = await save({ ...body, questions: [step('x', textInput)] }, summitId, summitToken);
    expect(off.statusCode).toBe(404);
  });

  it('refuses a second procedure for the same type and category', async () => {
    const mold = await typeId('Mold');
    await saved(incident(mold, null, [step('Where is the mold?', textInput)]));
    const before = await databaseFingerprint(t.database);
    await refused(
      save(incident(mold, null, [step('Again?', textInput)])),
      'eventType',
      'A procedure with this type and category already exists.',
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
    await saved(incident(mold, await categoryId('Mold', 'Visible Growth'), [step('How large is it?', textInput)]));
  });

  it('keeps type, category and flavor fixed once the procedure exists', async () => {
    const current = await getProcedure(weatherId);
    const before = await databaseFingerprint(t.database);
    const hail = await categoryId('Weather', 'Hail');
    await refused(save({ ...current, eventType: { id: await typeId('Fire') } }), 'eventType');
    await refused(save({ ...current, eventCategory: { id: hail } }), 'eventCategory');
    await refused(save({ ...current, eventCategory: null }), 'eventCategory');
    await refused(save({ ...current, flavor: 'RoutineTask', name: 'Renamed' }), 'flavor');
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses gotos that leave the procedure or point at their own step', async () => {
    const before = await databaseFingerprint(t.database);
    const weather = await typeId('Weather');
    const questions = branching();
    const unknown = questions.map((q, i) => (i === 1 ? { ...q, yesResult: goto(uuid()) } : q));
    await refused(save(incident(weather, null, unknown)), 'questions.1.yesResult');
    const self = questions.map((q, i) => (i === 0 ? { ...q, noResult: goto(q.id) } : q));
    await refused(save(incident(weather, null, self)), 'questions.0.noResult');
    const elsewhere = (await getProcedure((await incidents({ search: 'fire' })).data[0].id)).questions[0].id;
    const foreign = questions.map((q, i) => (i === 4 ? { ...q, yesResult: goto(elsewhere) } : q));
    await refused(save(incident(weather, null, foreign)), 'questions.4.yesResult');
    const noTarget = questions.map((q, i) => (i === 4 ? { ...q, yesResult: { type: 'goto', value: null } } : q));
    await refused(save(incident(weather, null, noTarget)), 'questions.4.yesResult.value');
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses duplicate step ids and ids of another procedure’s steps of the company', async () => {
    const before = await databaseFingerprint(t.database);
    const weather = await typeId('Weather');
    const [a, b] = [step('A', textInput), step('B', textInput)];
    await refused(save(incident(weather, null, [a, { ...b, id: a.id }])), 'questions.1.id');
    const harborStep = await firstStepOf((await incidents()).data[0].id);
    const body = await refused(save(incident(weather, null, [a, { ...b, id: harborStep }])), 'questions.1.id');
    expect(body.validationErrors).toEqual([{ field: 'questions.1.id', message: 'belongs to another procedure' }]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("answers a step id of another company's procedure exactly as an unknown id (no hint that it exists)", async () => {
    const summitRow = (await api.ok(procedureEndpoints.list, { companyId: summitId, token: summitToken })).data[0];
    const summitBefore = await api.ok(procedureEndpoints.detail, {
      params: { id: summitRow.id },
      companyId: summitId,
      token: summitToken,
    });
    const foreignStep = await firstStepOf(summitRow.id);
    const task = await saved({ flavor: 'RoutineTask', name: 'Step ids', questions: [step('A', textInput)] });
    /** Updates the task to one step with this id; the reply with that id written as '<step>'. */
    const withStep = async (id: string) => {
      const response = await save({ ...task, questions: [{ ...step('Only step', textInput), id }] });
      return { status: response.statusCode, body: response.body.replaceAll(id, '<step>') };
    };
    const unknown = await withStep(uuid());
    const foreign = await withStep(foreignStep);
    expect(unknown.status).toBe(200);
    expect(foreign).toEqual(unknown);
    // Summit's procedure (and its step) is untouched.
    expect(
      await api.ok(procedureEndpoints.detail, {
        params: { id: summitRow.id },
        companyId: summitId,
        token: summitToken,
      }),
    ).toEqual(summitBefore);
  });

  it('takes active roles of this company only (an inactive role already shown to may stay)', async () => {
    const weather = await typeId('Weather');
    const snow = await categoryId('Weather', 'Snow and Ice');
    const before = await databaseFingerprint(t.database);
    const body = (roles: string[]) => incident(weather, snow, [step('Clear the walks.', acknowledgement)], roles);
    await refused(save(body([await roleId('Former Contractor')])), 'visibleToPositionTypes');
    await refused(save(body([await roleId('Administrator', summitId)])), 'visibleToPositionTypes');
    expect(await databaseFingerprint(t.database)).toEqual(before);

    const viewer = await roleId('Viewer');
    const procedure = await saved(body([viewer, viewer]));
    expect(procedure.visibleToPositionTypes.map((role) => role.id)).toEqual([viewer]);
    await t.database.db.update(positionTypes).set({ active: false }).where(eq(positionTypes.id, viewer));
    try {
      const again = await saved({ ...procedure, questions: procedure.questions });
      expect(again.visibleToPositionTypes).toEqual([{ id: viewer, name: 'Viewer', active: false }]);
    } finally {
      await t.database.db.update(positionTypes).set({ active: true }).where(eq(positionTypes.id, viewer));
    }
  });

  it("refuses another company's type, a category of another type, blank texts and bodies without steps", async () => {
    const before = await databaseFingerprint(t.database);
    const weather = await typeId('Weather');
    const one = [step('Text', textInput)];
    await refused(save(incident(await typeId('Weather', summitId), null, one)), 'eventType');
    await refused(save(incident(weather, await categoryId('Fire', 'Kitchen Fire'), one)), 'eventCategory');
    await refused(save(incident(weather, await categoryId('Weather', 'Hail', summitId), one)), 'eventCategory');
    await refused(save({ ...incident(weather, null, one), eventType: null }), 'eventType');
    await refused(save(incident(weather, null, [step('   ', textInput)])), 'questions.0.text');
    await refused(save(incident(weather, null, [step('', textInput)])), 'questions.0.text');
    const blankItem = step('List', checklist, END_OF_PROCEDURE, END_OF_PROCEDURE, ['ok', '  ']);
    await refused(save(incident(weather, null, [blankItem])), 'questions.0.checklistItems.1.text');
    await refused(save(incident(weather, null, [step('List', checklist)])), 'questions.0.checklistItems');
    await refused(save(incident(weather, null, [])), 'questions');
    await refused(save(incident(weather, null, [{ ...one[0], typeId: 'Essay' }])), 'questions.0.typeId');
    await refused(save({ flavor: 'Incident' }), 'questions');
    expect((await save({ ...incident(weather, null, one), id: uuid() })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('is one transaction: a save failing after some writes leaves nothing changed', async () => {
    // A trigger makes the database refuse one checklist item: the procedure row, its roles and
    // steps are already rewritten by then.
    await t.database.query(`create function refuse_marked_item() returns trigger language plpgsql as $$
      begin if new.text = 'REFUSED BY THE DATABASE' then raise exception 'refused'; end if; return new; end $$`);
    await t.database.query(
      'create trigger refuse_marked_item before insert on checklist_items for each row execute function refuse_marked_item()',
    );
    try {
      const current = await getProcedure(weatherId);
      const before = await databaseFingerprint(t.database);
      const failing = step('Inventory', checklist, END_OF_PROCEDURE, END_OF_PROCEDURE, [
        'fine',
        'REFUSED BY THE DATABASE',
      ]);
      const update = await save({
        ...current,
        visibleToPositionTypes: [{ id: await roleId('Administrator') }],
        questions: [
          { ...current.questions[0], text: 'Changed', yesResult: goto(failing.id), noResult: END_OF_PROCEDURE },
          failing,
        ],
      });
      expect(update.statusCode, update.body).toBe(500);
      const create = await save(
        incident(await typeId('Weather'), await categoryId('Weather', 'Hail'), [{ ...failing, id: uuid() }]),
      );
      expect(create.statusCode, create.body).toBe(500);
      expect(await databaseFingerprint(t.database)).toEqual(before);
      expect(await getProcedure(weatherId)).toEqual(current);
    } finally {
      await t.database.query('drop trigger refuse_marked_item on checklist_items');
      await t.database.query('drop function refuse_marked_item()');
    }
  });

  it("cannot read, update or copy another company's procedure", async () => {
    const before = await databaseFingerprint(t.database);
    const harborProcedure = await getProcedure(weatherId);
    const asSummit = { companyId: summitId, token: summitToken };
    expect((await api.call(procedureEndpoints.detail, { params: { id: weatherId }, ...asSummit })).statusCode).toBe(
      404,
    );
    const update = await save(
      { ...harborProcedure, eventType: { id: await typeId('Weather', summitId) } },
      summitId,
      summitToken,
    );
    expect(update.statusCode).toBe(404);
    const copy = await api.call(procedureEndpoints.duplicate, {
      ...asSummit,
      body: { sourceProcedureId: weatherId, newTypeId: await typeId('Mold', summitId), newCategoryId: null },
    });
    expect(copy.statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('POST /procedure/checkforduplicate and /procedure/duplicate', () => {
  const check = (payload: object) => api.ok(procedureEndpoints.checkDuplicate, { body: unchecked(payload) });
  const duplicate = (payload: object) => api.call(procedureEndpoints.duplicate, { body: unchecked(payload) });
  const rowOf = async (type: string, category: string | null = null) =>
    (await incidents({ pageSize: 100 })).data.find(
      (row) => row.eventType.name === type && (row.eventCategory?.name ?? null) === category,
    );

  it('tells whether a procedure other than the source exists for the type and category', async () => {
    const water = await typeId('Water Intrusion');
    const source = (await rowOf('Water Intrusion'))?.id;
    expect(await check({ newTypeId: water, newCategoryId: null })).toEqual({ duplicate: true });
    expect(await check({ newTypeId: water })).toEqual({ duplicate: true });
    expect(await check({ sourceProcedureId: source, newTypeId: water, newCategoryId: null })).toEqual({
      duplicate: false,
    });
    expect(await check({ newTypeId: water, newCategoryId: await categoryId('Water Intrusion', 'Pipe Burst') })).toEqual(
      {
        duplicate: true,
      },
    );
    expect(await check({ newTypeId: water, newCategoryId: await categoryId('Water Intrusion', 'Roof Leak') })).toEqual({
      duplicate: false,
    });
    await refused(api.call(procedureEndpoints.checkDuplicate, { body: unchecked({}) }), 'newTypeId');
    await refused(
      api.call(procedureEndpoints.checkDuplicate, { body: { newTypeId: await typeId('Fire', summitId) } }),
      'newTypeId',
    );
    await refused(
      api.call(procedureEndpoints.checkDuplicate, {
        body: { newTypeId: water, newCategoryId: await categoryId('Fire', 'Kitchen Fire') },
      }),
      'newCategoryId',
    );
  });

  it('copies to a new type and category: new step ids, gotos remapped, items and roles copied', async () => {
    const sourceRow = await rowOf('Water Intrusion', 'Pipe Burst');
    const source = await getProcedure(sourceRow?.id as string);
    const target = { newTypeId: await typeId('Fire'), newCategoryId: await categoryId('Fire', 'Kitchen Fire') };
    expect(await check({ sourceProcedureId: source.id, ...target })).toEqual({ duplicate: false });
    const { procedure: copy } = await okJson<ReplyOf<typeof procedureEndpoints.duplicate>>(
      duplicate({ sourceProcedureId: source.id, ...target }),
    );
    expect(copy.id).not.toBe(source.id);
    expect(copy.eventType?.name).toBe('Fire');
    expect(copy.eventCategory?.name).toBe('Kitchen Fire');
    expect(shape(copy)).toEqual(shape(source));
    expect(shape(copy).some((s) => s.yes !== null)).toBe(true);
    const sourceIds = new Set(source.questions.map((q) => q.id));
    expect(copy.questions.some((q) => sourceIds.has(q.id))).toBe(false);
    expect(copy.visibleToPositionTypes).toEqual(source.visibleToPositionTypes);
    expect(await getProcedure(source.id as string)).toEqual(source);
    expect(await getProcedure(copy.id as string)).toEqual(copy);
  });

  it('overwrites the procedure already at the target, keeping its id', async () => {
    const crime = await getProcedure((await rowOf('Crime'))?.id as string);
    const fireRow = await rowOf('Fire');
    const fire = await typeId('Fire');
    expect(await check({ sourceProcedureId: crime.id, newTypeId: fire, newCategoryId: null })).toEqual({
      duplicate: true,
    });
    const { procedure } = await okJson<ReplyOf<typeof procedureEndpoints.duplicate>>(
      duplicate({ sourceProcedureId: crime.id, newTypeId: fire, newCategoryId: null }),
    );
    expect(procedure.id).toBe(fireRow?.id);
    expect(shape(procedure)).toEqual(shape(crime));
    expect(procedure.visibleToPositionTypes).toEqual(crime.visibleToPositionTypes);
    const [steps] = await t.database.db
      .select({ n: count() })
      .from(procedureSteps)
      .where(eq(procedureSteps.procedureId, procedure.id as string));
    expect(Number(steps.n)).toBe(crime.questions.length);
    expect((await incidents()).total).toBe((await incidents({ pageSize: 100 })).data.length);
  });

  it('refuses copying to itself, to foreign or mismatched targets, and from a task; nothing changes', async () => {
    const water = await getProcedure((await rowOf('Water Intrusion'))?.id as string);
    const task = (await tasks()).data[0];
    const before = await databaseFingerprint(t.database);
    const [sourceProcedureId, newTypeId] = [water.id, water.eventType?.id];
    await refused(
      duplicate({ sourceProcedureId, newTypeId, newCategoryId: null }),
      'newTypeId',
      PROCEDURE_MESSAGES.copyToItself,
    );
    await refused(duplicate({ sourceProcedureId, newCategoryId: null }), 'newTypeId');
    await refused(duplicate({ newTypeId }), 'sourceProcedureId');
    await refused(duplicate({ sourceProcedureId, newTypeId: await typeId('Mold', summitId) }), 'newTypeId');
    await refused(
      duplicate({ sourceProcedureId, newTypeId, newCategoryId: await categoryId('Fire', 'Smoke Damage') }),
      'newCategoryId',
    );
    await refused(duplicate({ sourceProcedureId: task.id, newTypeId }), 'sourceProcedureId');
    expect((await duplicate({ sourceProcedureId: uuid(), newTypeId })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(procedures)
      .where(eq(procedures.companyId, harborId));
    expect(Number(rows.n)).toBeGreaterThan(0);
  });
});
