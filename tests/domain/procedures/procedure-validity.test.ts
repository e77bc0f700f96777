import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProcedureInput } from '../../../schemas/procedure/entity.ts';
import { savePayload } from '../../../src/client/pages/procedures/procedure-draft.ts';
import { type Procedure, STEP_TYPES } from '../../../src/domain/procedures/procedure-model.ts';
import { procedureProblems } from '../../../src/domain/procedures/procedure-validity.ts';
import { procedureValues } from '../../../src/server/modules/procedures/rules.ts';
import { goto, procedure, step } from '../../helpers/procedure-fixtures.ts';

const fields = (draft: Procedure) => procedureProblems(draft).map((p) => p.field);

describe('what blocks Save (spec 001 §5 Procedure form)', () => {
  it('a complete incident procedure has no problem', () => {
    expect(procedureProblems(procedure())).toEqual([]);
  });

  it('needs the Response Type of an incident and the Name of a task', () => {
    expect(fields(procedure({ eventType: null }))).toEqual(['eventType']);
    const task = procedure({ flavor: 'RoutineTask', eventType: null, name: '  ' });
    expect(fields(task)).toEqual(['name']);
    expect(fields({ ...task, name: null })).toEqual(['name']);
    expect(fields({ ...task, name: 'Roof' })).toEqual([]);
  });

  it('needs every step text and every checklist item text', () => {
    const draft = procedure({
      questions: [
        step('a', { text: ' ' }),
        step('b', {
          typeId: STEP_TYPES.checklist,
          checklistItems: [
            { text: 'ok', sortKey: 1 },
            { text: '', sortKey: 2 },
          ],
        }),
        step('c', { typeId: STEP_TYPES.checklist, checklistItems: [] }),
      ],
    });
    expect(procedureProblems(draft)).toEqual([
      { field: 'questions.0.text', message: 'is required' },
      { field: 'questions.1.checklistItems.1.text', message: 'is required' },
      { field: 'questions.2.checklistItems', message: 'needs at least one item' },
    ]);
  });

  it('needs unique step ids (any case) and gotos to another step of the procedure', () => {
    expect(fields(procedure({ questions: [step('a'), step('A')] }))).toEqual(['questions.1.id']);
    expect(fields(procedure({ questions: [step('a', { yesResult: goto('a') })] }))).toEqual(['questions.0.yesResult']);
    expect(procedureProblems(procedure({ questions: [step('a', { noResult: goto('zz') })] }))).toEqual([
      { field: 'questions.0.noResult', message: 'must go to another step of this procedure' },
    ]);
    // A goto to a later step, written in another case, is fine.
    expect(fields(procedure({ questions: [step('a', { yesResult: goto('B') }), step('b')] }))).toEqual([]);
  });

  it('reads the No result of Yes/No steps only (the others store NA)', () => {
    const ack = step('a', { typeId: STEP_TYPES.acknowledgement, noResult: goto('nowhere') });
    expect(fields(procedure({ questions: [ack] }))).toEqual([]);
    expect(fields(procedure({ questions: [{ ...ack, yesResult: goto('nowhere') }] }))).toEqual([
      'questions.0.yesResult',
    ]);
  });

  it('lists field problems before id and goto problems, in form order', () => {
    const draft = procedure({
      eventType: null,
      questions: [step('a', { text: '', yesResult: goto('x') }), step('a', { typeId: STEP_TYPES.checklist })],
    });
    expect(fields(draft)).toEqual([
      'eventType',
      'questions.0.text',
      'questions.1.checklistItems',
      'questions.1.id',
      'questions.0.yesResult',
    ]);
  });
});

describe('one rule for the editor and the server', () => {
  const id = () => crypto.randomUUID();

  it('the server refuses a save body with exactly the problems the editor shows', () => {
    const [a, b] = [id(), id()];
    const drafts: Procedure[] = [
      procedure({ questions: [step(a)] }),
      procedure({ eventType: null, questions: [step(a, { text: ' ' })] }),
      procedure({ flavor: 'RoutineTask', eventType: null, name: ' ', questions: [step(a)] }),
      procedure({
        questions: [
          step(a, { typeId: STEP_TYPES.checklist, checklistItems: [{ text: ' ', sortKey: 1 }] }),
          step(b, { typeId: STEP_TYPES.checklist }),
        ],
      }),
      procedure({ questions: [step(a, { yesResult: goto(a) }), step(b, { noResult: goto(id()) })] }),
    ];
    for (const draft of drafts) {
      const body = savePayload(draft) as ProcedureInput;
      expect(procedureValues(body).errors, JSON.stringify(draft)).toEqual(procedureProblems(draft));
    }
  });
});
