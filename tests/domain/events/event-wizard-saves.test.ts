import { describe, expect, it } from 'vitest';
import { EVENT_STATUS, EVENT_STATUS_VALUES } from '../../../src/domain/events/event-status.ts';
import {
  acceptsWizardSave,
  CREATED_STATE,
  FINISHED_STATE,
  IN_PROGRESS_STATE,
  isReportInProgress,
  refusedWizardSaveMessage,
  saveOnNext,
} from '../../../src/domain/events/event-wizard-saves.ts';
import { NEW_REPORT, type WizardProgress } from '../../../src/domain/events/event-wizard-tabs.ts';

const created: WizardProgress = { ...NEW_REPORT, eventId: 'e1' };
const progressSave = { call: 'saveProgress', state: { status: 5, isSopComplete: false }, convertNumberIfNeeded: false };

describe('saveOnNext: the status at each save (spec 001 §4 Wizard)', () => {
  it('Event Info creates a new event, and only a new one', () => {
    expect(saveOnNext('eventInfo', NEW_REPORT)).toEqual({ call: 'create' });
    expect(saveOnNext('eventInfo', created)).toBeNull();
  });

  it('a created event is SOP In Progress, not complete', () => {
    expect(CREATED_STATE).toEqual({ status: EVENT_STATUS.sopInProgress, isSopComplete: false });
  });

  it('completing Review saves progress with status 5 and isSopComplete false', () => {
    expect(saveOnNext('review', created)).toEqual(progressSave);
    expect(IN_PROGRESS_STATE).toEqual({ status: 5, isSopComplete: false });
  });

  it('Emergency saves progress with the same state (a dropped connection keeps the answer)', () => {
    expect(saveOnNext('emergency', created)).toEqual(progressSave);
  });

  it('each step advance saves progress with status 5', () => {
    expect(saveOnNext('procedure', created)).toEqual(progressSave);
  });

  it('finishing on Images/Videos sets status 0 (New) and isSopComplete true, and makes the number final', () => {
    expect(saveOnNext('media', created)).toEqual({
      call: 'saveProgress',
      state: { status: 0, isSopComplete: true },
      convertNumberIfNeeded: true,
    });
    expect(FINISHED_STATE).toEqual({ status: EVENT_STATUS.new, isSopComplete: true });
  });

  it('Finalize saves nothing (Done goes to /)', () => {
    expect(saveOnNext('finalize', created)).toBeNull();
  });
});

describe('isReportInProgress', () => {
  it('is status 5 with the SOP not complete', () => {
    expect(isReportInProgress({ status: 5, isSopComplete: false })).toBe(true);
    expect(isReportInProgress({ status: 5, isSopComplete: true })).toBe(false);
    for (const status of EVENT_STATUS_VALUES.filter((value) => value !== 5)) {
      expect(isReportInProgress({ status, isSopComplete: false })).toBe(false);
    }
  });
});

describe('acceptsWizardSave', () => {
  it('takes every wizard save while the report is in progress', () => {
    expect(acceptsWizardSave(IN_PROGRESS_STATE, IN_PROGRESS_STATE)).toBe(true);
    expect(acceptsWizardSave(IN_PROGRESS_STATE, FINISHED_STATE)).toBe(true);
  });

  it('takes a repeated finishing save, nothing else, once finished', () => {
    expect(acceptsWizardSave(FINISHED_STATE, FINISHED_STATE)).toBe(true);
    expect(acceptsWizardSave(FINISHED_STATE, IN_PROGRESS_STATE)).toBe(false);
  });

  it('refuses to write over a status a manager chose', () => {
    const managed = { status: EVENT_STATUS.claimInProgress, isSopComplete: true };
    expect(acceptsWizardSave(managed, IN_PROGRESS_STATE)).toBe(false);
    expect(acceptsWizardSave(managed, FINISHED_STATE)).toBe(false);
    expect(acceptsWizardSave({ status: EVENT_STATUS.new, isSopComplete: false }, FINISHED_STATE)).toBe(false);
  });
});

describe('acceptsWizardSave over every stored state and every wizard save', () => {
  const stored = EVENT_STATUS_VALUES.flatMap((status) => [
    { status, isSopComplete: false },
    { status, isSopComplete: true },
  ]);
  const key = (state: { status: number; isSopComplete: boolean }) => `${state.status}/${state.isSopComplete}`;

  it('takes both saves in progress, the finishing save repeated once finished, and nothing else', () => {
    const taken = stored.flatMap((current) =>
      [IN_PROGRESS_STATE, FINISHED_STATE]
        .filter((next) => acceptsWizardSave(current, next))
        .map((next) => `${key(current)} <- ${key(next)}`),
    );
    expect(taken).toEqual(['0/true <- 0/true', '5/false <- 5/false', '5/false <- 0/true']);
  });
});

describe('refusedWizardSaveMessage: why a late save was refused (409)', () => {
  it('says the report was finished elsewhere, over a finished report', () => {
    expect(refusedWizardSaveMessage(FINISHED_STATE)).toBe(
      'This event has already been reported (its report was finished in another tab or window), so this change was not saved.',
    );
  });

  it("names the status a manager chose, in the spec's words", () => {
    expect(refusedWizardSaveMessage({ status: EVENT_STATUS.claimInProgress, isSopComplete: true })).toBe(
      "This event is no longer being reported: its status is now 'Claim in Progress', so this change was not saved.",
    );
    expect(refusedWizardSaveMessage({ status: EVENT_STATUS.new, isSopComplete: false })).toContain("'New'");
  });
});
