import crypto from 'node:crypto';
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { type ProcedureInput, procedureSchema } from '../../../schemas/procedure/entity.ts';
import { END_OF_PROCEDURE, STEP_TYPES, type StepResult } from '../../../src/domain/procedures/procedure-model.ts';
import {
  blankProcedure,
  copySteps,
  newStep,
  procedureValues,
  type StepValues,
} from '../../../src/server/modules/procedures/rules.ts';
import { DEMO_INCIDENT_PROCEDURES, DEMO_INSPECTION_PROCEDURES } from '../../../src/server/seed/demo-procedures.ts';

const { yesNo, textInput, acknowledgement, checklist } = STEP_TYPES;
const goto = (value: string): StepResult => ({ type: 'goto', value });
const TYPE_ID = '11111111-1111-4111-8111-111111111111';

function step(overrides: Partial<ProcedureInput['questions'][number]> = {}): ProcedureInput['questions'][number] {
  return {
    id: crypto.randomUUID(),
    text: 'A step',
    typeId: textInput,
    yesResult: END_OF_PROCEDURE,
    noResult: END_OF_PROCEDURE,
    checklistItems: [],
    ...overrides,
  };
}

function body(questions: ProcedureInput['questions'], overrides: Partial<ProcedureInput> = {}): ProcedureInput {
  return {
    flavor: 'Incident',
    eventType: { id: TYPE_ID },
    eventCategory: null,
    visibleToPositionTypes: [],
    questions,
    ...overrides,
  };
}

const fields = (input: ProcedureInput) => procedureValues(input).errors.map((error) => error.field);

describe('procedureValues', () => {
  it('keeps step ids and order, lower-cases ids and dedupes roles', () => {
    const second = step({ id: crypto.randomUUID().toUpperCase() });
    const first = step({ typeId: yesNo, yesResult: goto(second.id), noResult: END_OF_PROCEDURE });
    const role = crypto.randomUUID();
    const { values, errors } = procedureValues(
      body([first, second], { visibleToPositionTypes: [{ id: role }, { id: role.toUpperCase() }] }),
    );
    expect(errors).toEqual([]);
    expect(values.steps.map((s) => s.id)).toEqual([first.id, second.id.toLowerCase()]);
    expect(values.steps[0].yes).toEqual({ type: 'goto', stepId: second.id.toLowerCase() });
    expect(values.roleIds).toEqual([role]);
    expect(values).toMatchObject({ name: null, eventTypeId: TYPE_ID, eventCategoryId: null });
  });

  it('stores NA as the no result of every type but Yes/No, and items only for checklists', () => {
    const target = step();
    const ack = step({ typeId: acknowledgement, noResult: goto(target.id), checklistItems: [{ text: 'x' }] });
    const list = step({ typeId: checklist, checklistItems: [{ text: ' b ', sortKey: 9 }, { text: 'a' }] });
    const { values, errors } = procedureValues(body([ack, list, target]));
    expect(errors).toEqual([]);
    expect(values.steps[0]).toMatchObject({ no: { type: 'NA', stepId: null }, items: [] });
    expect(values.steps[1].items).toEqual(['b', 'a']);
  });

  it('names each refused field', () => {
    const a = step();
    expect(fields(body([step({ text: '  ' })]))).toEqual(['questions.0.text']);
    expect(fields(body([a, step({ id: a.id })]))).toEqual(['questions.1.id']);
    expect(fields(body([a, step({ yesResult: goto(crypto.randomUUID()) })]))).toEqual(['questions.1.yesResult']);
    expect(fields(body([step({ typeId: yesNo, noResult: goto(a.id) })]))).toEqual(['questions.0.noResult']);
    expect(fields(body([{ ...a, yesResult: goto(a.id) }]))).toEqual(['questions.0.yesResult']);
    expect(fields(body([step({ typeId: checklist })]))).toEqual(['questions.0.checklistItems']);
    expect(fields(body([step({ typeId: checklist, checklistItems: [{ text: ' ' }] })]))).toEqual([
      'questions.0.checklistItems.0.text',
    ]);
    expect(fields(body([a], { eventType: null }))).toEqual(['eventType']);
    expect(fields(body([a], { flavor: 'RoutineTask', name: ' ' }))).toEqual(['name']);
  });

  it('keeps a task name (trimmed) and no type; an incident no name', () => {
    const task = procedureValues(body([step()], { flavor: 'RoutineTask', name: ' Roof ' })).values;
    expect(task).toMatchObject({ name: 'Roof', eventTypeId: null, eventCategoryId: null });
    expect(procedureValues(body([step()], { name: 'ignored' })).values.name).toBeNull();
  });
});

describe('copySteps', () => {
  it('gives new ids and remaps gotos to the copies; a dangling goto ends', () => {
    const steps: StepValues[] = [
      {
        id: 'a',
        text: 'A',
        typeId: yesNo,
        yes: { type: 'goto', stepId: 'b' },
        no: { type: 'goto', stepId: 'a' },
        items: [],
      },
      {
        id: 'b',
        text: 'B',
        typeId: checklist,
        yes: { type: 'goto', stepId: 'gone' },
        no: { type: 'NA', stepId: null },
        items: ['x'],
      },
    ];
    let n = 0;
    const copies = copySteps(steps, () => `new-${++n}`);
    expect(copies.map((s) => [s.id, s.yes.stepId, s.no.stepId, s.items])).toEqual([
      ['new-1', 'new-2', 'new-1', []],
      ['new-2', null, null, ['x']],
    ]);
    expect(steps[0].id).toBe('a');
  });
});

describe('blank procedure and new step', () => {
  it('hands out fresh Yes/No steps marked new', () => {
    const [a, b] = [newStep(), newStep()];
    expect(a).toMatchObject({ isNew: true, text: '', typeId: yesNo, yesResult: END_OF_PROCEDURE, checklistItems: [] });
    expect(a.id).not.toBe(b.id);
    expect(blankProcedure('RoutineTask')).toMatchObject({ id: null, name: '', eventType: null });
    expect(blankProcedure('Incident').questions).toHaveLength(1);
  });
});

describe('procedureSchema', () => {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true });
  ajvFormats(ajv);
  const validate = ajv.compile(procedureSchema);
  const paths = () => (validate.errors ?? []).map((error) => error.instancePath);

  it('accepts the editor’s procedure, drops unknown keys and fills defaults', () => {
    const data: Record<string, unknown> = {
      flavor: 'Incident',
      eventType: { id: TYPE_ID, name: 'Fire' },
      questions: [{ ...step(), typeDescriptor: 'Text Input', checklistItems: undefined }],
    };
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data.visibleToPositionTypes).toEqual([]);
    expect((data.questions as Record<string, unknown>[])[0]).not.toHaveProperty('typeDescriptor');
  });

  it('refuses a goto without a target, NA with one, an unknown type and no steps', () => {
    const id = crypto.randomUUID();
    const check = (questions: unknown[]) => validate({ flavor: 'Incident', questions });
    expect(check([step({ yesResult: { type: 'goto', value: null } as unknown as StepResult })])).toBe(false);
    expect(paths()).toContain('/questions/0/yesResult/value');
    expect(check([step({ noResult: { type: 'NA', value: id } as unknown as StepResult })])).toBe(false);
    expect(paths()).toContain('/questions/0/noResult/value');
    expect(check([{ ...step(), typeId: 'Essay' }])).toBe(false);
    expect(check([])).toBe(false);
  });
});

describe('demo procedures', () => {
  it('branch and hold checklists as the seed describes', () => {
    const all = [...DEMO_INCIDENT_PROCEDURES, ...DEMO_INSPECTION_PROCEDURES];
    expect(DEMO_INSPECTION_PROCEDURES.map((p) => p.name)).toEqual([
      'Monthly Fire Extinguisher Inspection',
      'Quarterly Roof Inspection',
    ]);
    for (const procedure of all) {
      const keys = new Set(procedure.steps.map((s) => s.key));
      expect(keys.size).toBe(procedure.steps.length);
      for (const s of procedure.steps) {
        for (const target of [s.yes, s.no, s.next]) if (target) expect(keys.has(target) && target !== s.key).toBe(true);
        expect(s.type === checklist).toBe((s.items?.length ?? 0) > 0);
      }
    }
    expect(DEMO_INCIDENT_PROCEDURES[0].steps[0].text).toBe('Is water still actively leaking?');
  });
});
