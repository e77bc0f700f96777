import { describe, expect, it } from 'vitest';
import { eventAddText } from '../../../../src/client/i18n/en/event-add.ts';
import { mediaUploadText } from '../../../../src/client/i18n/en/media-upload.ts';
import { textOf } from '../../../../src/client/i18n/language.ts';
import { fieldHelp } from '../../../../src/client/pages/event-add/field-help.ts';
import { tabName, tabPlace } from '../../../../src/client/pages/event-add/tab-words.ts';
import { answerProblemText } from '../../../../src/client/pages/step-wizard/answer-problem.ts';
import { SEVERITY_LEVELS } from '../../../../src/domain/events/event-severity.ts';
import { WIZARD_TABS } from '../../../../src/domain/events/event-wizard-tabs.ts';
import {
  EMERGENCY_CALL,
  emergencyProblems,
  eventInfoProblems,
  reviewProblems,
  WIZARD_MESSAGES,
} from '../../../../src/domain/events/event-wizard-validation.ts';
import { eventSeverityText } from '../../../../src/domain/i18n/en/event-severity.ts';
import { ANSWER_MESSAGES } from '../../../../src/domain/procedures/procedure-navigation.ts';

/**
 * The Add Event wizard shows the domain's rules in the catalogue's words (issue 27): the English
 * catalogue says exactly what the domain says (the specification's wording), and each message
 * the domain can give has its catalogue entry.
 */
const t = textOf(eventAddText);

describe("the wizard's words are the domain's, in English", () => {
  it('names the tabs and where the wizard stands as the domain does', () => {
    for (const tab of WIZARD_TABS) expect(tabName(t, tab.key)).toBe(tab.label);
  });

  it("names the tab and counts tabs, without the word 'Step' the procedure's steps use (issue 23 #13)", () => {
    expect(tabPlace(t, 'eventInfo')).toBe('Event Info (1 of 6)');
    expect(tabPlace(t, 'procedure')).toBe('Procedure (4 of 6)');
    expect(tabPlace(t, 'finalize')).toBe('Finalize (6 of 6)');
  });

  it("has a message for every field a tab checks, the domain's own", () => {
    const problems = [
      ...eventInfoProblems({ propertyId: null, typeId: null, categoryId: null, categoryCount: 0 }),
      ...emergencyProblems(null),
      ...reviewProblems({ severity: null, date: null, time: null }),
    ];
    expect(problems).toHaveLength(6);
    for (const problem of problems) {
      expect(fieldHelp(problems, problem.field as Parameters<typeof fieldHelp>[1])).toEqual({
        validateStatus: 'error',
        help: problem.message,
      });
    }
  });

  it("says the spec's alerts, toast and call link word for word", () => {
    expect(t('noProcedure')).toBe(WIZARD_MESSAGES.noProcedure);
    expect(t('eventsInProgress')).toBe(WIZARD_MESSAGES.eventsInProgress);
    expect(t('call911')).toBe(EMERGENCY_CALL.label);
    expect(textOf(mediaUploadText)('uploaded')).toBe(WIZARD_MESSAGES.mediaUploaded);
    for (const level of SEVERITY_LEVELS) expect(textOf(eventSeverityText)(`${level.value}`)).toBe(level.label);
  });

  it("words a step's refused answer from the catalogue, and passes any other message on", () => {
    for (const message of Object.values(ANSWER_MESSAGES)) expect(answerProblemText(message)).toBe(message);
    expect(answerProblemText('The event is no longer being reported')).toBe('The event is no longer being reported');
  });
});
