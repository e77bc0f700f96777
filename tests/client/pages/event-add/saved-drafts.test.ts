import { describe, expect, it } from 'vitest';
import { stepsOf } from '../../../../src/client/pages/event-add/event-steps.ts';
import { savedAnswers, savedEmergency, savedReview } from '../../../../src/client/pages/event-add/saved-drafts.ts';
import { savedAnswer } from '../../../../src/client/pages/procedures/step-answer.ts';
import { progressOf } from '../../../../src/domain/events/event-wizard-tabs.ts';
import { createdEvent, question, STEP_IDS } from './event-fixture.ts';

describe('what a saved event shows on the tabs (a resumed report is never a blank form)', () => {
  it('Emergency: the answer once answered, else nothing chosen', () => {
    expect(savedEmergency(createdEvent())).toBeNull();
    expect(savedEmergency(createdEvent({ emergencyServicesInvolved: true, emergencyServicesAnswered: true }))).toBe(
      true,
    );
    expect(savedEmergency(createdEvent({ emergencyServicesInvolved: false, emergencyServicesAnswered: true }))).toBe(
      false,
    );
  });

  it("Review: create's 'now' is not shown as the time occurred; once Review was saved, the time at the property is", () => {
    const created = createdEvent({ eventSeverityLevel: 1 });
    expect(savedReview(created, progressOf(created))).toEqual({ severity: 1, date: null, time: null });
    const reviewed = createdEvent({ answeredQuestionTrail: [STEP_IDS.leak] });
    // 14:15 UTC is 09:15 in Chicago (CDT) on July 1.
    expect(savedReview(reviewed, progressOf(reviewed))).toEqual({ severity: 0, date: '2026-07-01', time: '09:15' });
  });

  it('answers: each type as its input holds it, nothing for an unanswered step', () => {
    const event = createdEvent();
    const [leak, photo, extent, mitigate] = stepsOf(event);
    expect(savedAnswer(leak)).toEqual({});
    expect(savedAnswer({ ...leak, answered: true, answer: false })).toEqual({ value: false });
    expect(savedAnswer({ ...extent, answered: true, textAnswer: 'wet' })).toEqual({ text: 'wet' });
    expect(
      savedAnswer({
        ...mitigate,
        answered: true,
        checklistItems: mitigate.checklistItems.map((item, index) => ({ ...item, checked: index === 1 })),
      }),
    ).toEqual({ checked: [false, true] });
    expect(savedAnswer({ ...photo, answered: true })).toEqual({});
    const ack = question('ack', 'Acknowledgement', { answered: true, answer: true });
    expect(savedAnswers(createdEvent({ procedure: { id: null, questions: [ack] } }))).toEqual({ ack: { value: true } });
  });
});
