import { describe, expect, it } from 'vitest';
import { draftReducer, reportsOnNo, savePayload } from '../../../src/client/pages/procedures/procedure-draft.ts';
import { STEP_TYPES } from '../../../src/domain/procedures/procedure-model.ts';
import { procedureProblems, REQUIRED } from '../../../src/domain/procedures/procedure-validity.ts';
import { procedure, step } from '../../helpers/procedure-fixtures.ts';

const task = () =>
  procedure({ flavor: 'RoutineTask', name: 'Roof', eventType: null, questions: [step('a'), step('b')] });
const on = { eventTypeId: 'type-1', eventCategoryId: null };

describe("a task's Yes/No step: 'On No, report an event' (beyond the spec)", () => {
  it('is saved with the step once the switch is on and a type chosen', () => {
    const draft = draftReducer(task(), { kind: 'stepNoEvent', index: 1, noEvent: { ...on, eventCategoryId: 'cat-1' } });
    expect(savePayload(draft).questions[1].noEvent).toEqual({ eventTypeId: 'type-1', eventCategoryId: 'cat-1' });
    expect(savePayload(draft).questions[0]).not.toHaveProperty('noEvent');
    expect(procedureProblems(draft)).toEqual([]);
  });

  it('needs a type while the switch is on, and is dropped when it is turned off', () => {
    const pending = draftReducer(task(), {
      kind: 'stepNoEvent',
      index: 0,
      noEvent: { eventTypeId: '', eventCategoryId: null },
    });
    expect(procedureProblems(pending)).toEqual([{ field: 'questions.0.noEvent.eventTypeId', message: REQUIRED }]);
    const off = draftReducer(pending, { kind: 'stepNoEvent', index: 0, noEvent: null });
    expect(savePayload(off).questions[0]).not.toHaveProperty('noEvent');
  });

  it('leaves with a type change away from Yes/No, and never goes with an incident procedure', () => {
    const draft = draftReducer(task(), { kind: 'stepNoEvent', index: 0, noEvent: on });
    const text = draftReducer(draft, { kind: 'stepType', index: 0, typeId: STEP_TYPES.textInput });
    expect(text.questions[0].noEvent).toBeNull();
    const incident = procedure({ questions: [step('a', { noEvent: on })] });
    expect(reportsOnNo(incident, incident.questions[0])).toBe(false);
    expect(savePayload(incident).questions[0]).not.toHaveProperty('noEvent');
  });
});
