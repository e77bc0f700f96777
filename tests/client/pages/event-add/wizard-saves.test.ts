import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import { stepsOf } from '../../../../src/client/pages/event-add/event-steps.ts';
import {
  emergencySave,
  finishSave,
  reviewSave,
  type SaveProgressBody,
  stepSave,
  trailSave,
} from '../../../../src/client/pages/event-add/wizard-saves.ts';
import { answerInput } from '../../../../src/client/pages/procedures/step-answer.ts';
import { progressOf } from '../../../../src/domain/events/event-wizard-tabs.ts';
import { createdEvent, STEP_IDS } from './event-fixture.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validBody = ajv.compile(eventEndpoints.saveProgress.body);

/** The body as the server's schema sees it: accepted, or the schema's complaints. */
function checked(body: SaveProgressBody): SaveProgressBody {
  expect(validBody(body), JSON.stringify(validBody.errors)).toBe(true);
  return body;
}

const event = createdEvent();
const progress = progressOf(event);
const [leak, photo, extent, mitigate] = stepsOf(event);

describe('the saves of each advance (spec 001 §4 "Wizard")', () => {
  it('Emergency keeps the answer with its answered flag, the report still in progress (5)', () => {
    expect(checked(emergencySave(progress, false))).toEqual({
      eventProgress: {
        emergencyServicesInvolved: false,
        emergencyServicesAnswered: true,
        status: 5,
        isSopComplete: false,
      },
      convertNumberIfNeeded: false,
    });
  });

  it('Review saves severity and time with status 5, and the trail where the Procedure opens', () => {
    const body = checked(reviewSave(progress, event, { severity: 1, dateOccurredUtc: '2026-07-01T14:15:00.000Z' }));
    expect(body.eventProgress).toEqual({
      eventSeverityLevel: 1,
      dateOccurredUtc: '2026-07-01T14:15:00.000Z',
      answeredQuestionTrail: [STEP_IDS.leak],
      status: 5,
      isSopComplete: false,
    });
    // Back on Review from the procedure: the walked trail is kept.
    const walked = createdEvent({ answeredQuestionTrail: [STEP_IDS.leak, STEP_IDS.photo] });
    expect(
      reviewSave(progressOf(walked), walked, { severity: 0, dateOccurredUtc: '2026-07-01T14:15:00.000Z' }).eventProgress
        .answeredQuestionTrail,
    ).toEqual([STEP_IDS.leak, STEP_IDS.photo]);
  });

  it('a step advance saves its answer and the new trail, status 5', () => {
    const body = checked(stepSave(progress, leak, { value: false }, [STEP_IDS.leak, STEP_IDS.photo]));
    expect(body.eventProgress).toEqual({
      procedure: { questions: [{ id: STEP_IDS.leak, answered: true, answer: false }] },
      answeredQuestionTrail: [STEP_IDS.leak, STEP_IDS.photo],
      status: 5,
      isSopComplete: false,
    });
  });

  it('Previous saves the shorter trail', () => {
    expect(checked(trailSave(progress, [STEP_IDS.leak])).eventProgress).toEqual({
      answeredQuestionTrail: [STEP_IDS.leak],
      status: 5,
      isSopComplete: false,
    });
  });

  it('Images/Videos finishes the report: status 0 New, SOP complete, the number made final', () => {
    expect(checked(finishSave(progress))).toEqual({
      eventProgress: { status: 0, isSopComplete: true },
      convertNumberIfNeeded: true,
    });
  });
});

describe('answerInput: what each step type saves', () => {
  it('Yes/No and Acknowledge: the answer', () => {
    expect(answerInput(leak, { value: true })).toEqual({ id: leak.id, answered: true, answer: true });
  });

  it('Text Input: the trimmed text, null when blank', () => {
    expect(answerInput(extent, { text: '  wet ceiling ' })).toEqual({
      id: extent.id,
      answered: true,
      textAnswer: 'wet ceiling',
    });
    expect(answerInput(extent, { text: '   ' }).textAnswer).toBeNull();
  });

  it('Checklist: every item by its sortKey, unchecked unless ticked', () => {
    expect(answerInput(mitigate, { checked: [false, true] })).toEqual({
      id: mitigate.id,
      answered: true,
      checklistItems: [
        { sortKey: 1, checked: false },
        { sortKey: 2, checked: true },
      ],
    });
    expect(answerInput(mitigate, {}).checklistItems?.every((item) => !item.checked)).toBe(true);
  });

  it('Image Upload: only answered (its images were saved by their upload)', () => {
    expect(answerInput(photo, {})).toEqual({ id: photo.id, answered: true });
  });
});
