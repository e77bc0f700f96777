import { describe, expect, it } from 'vitest';
import {
  cancelOffered,
  NEW_REPORT,
  nextTab,
  previousTab,
  progressOf,
  tabAccess,
  tabAfterEventInfo,
  tabIndex,
  WIZARD_TAB_KEYS,
  WIZARD_TABS,
  type WizardProgress,
} from '../../../src/domain/events/event-wizard-tabs.ts';

const created: WizardProgress = { ...NEW_REPORT, eventId: 'e1' };
const emergencyDone: WizardProgress = { ...created, emergencyAnswered: true };
const reviewDone: WizardProgress = { ...emergencyDone, reviewComplete: true };

describe('the six tabs (spec 001 §2, §4 Wizard)', () => {
  it('are Event Info, Emergency, Review, Procedure, Images/Videos, Finalize, in that order', () => {
    expect(WIZARD_TABS.map((tab) => tab.label)).toEqual([
      'Event Info',
      'Emergency',
      'Review',
      'Procedure',
      'Images/Videos',
      'Finalize',
    ]);
    expect(WIZARD_TAB_KEYS.map(tabIndex)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('nextTab', () => {
  it('walks the flow one tab at a time for a new report', () => {
    expect(nextTab('eventInfo', created)).toBe('emergency');
    expect(nextTab('emergency', created)).toBe('review');
    expect(nextTab('review', created)).toBe('procedure');
    expect(nextTab('procedure', created)).toBe('media');
    expect(nextTab('media', created)).toBe('finalize');
    expect(nextTab('finalize', created)).toBeNull();
  });

  it('with emergency already answered (and Review done), Next on the first tab jumps ahead three tabs', () => {
    expect(tabIndex(nextTab('eventInfo', reviewDone) ?? 'eventInfo') - tabIndex('eventInfo')).toBe(3);
    expect(tabAfterEventInfo(reviewDone)).toBe('procedure');
  });

  it('emergency answered but Review never saved goes to Review, not past it', () => {
    expect(tabAfterEventInfo(emergencyDone)).toBe('review');
  });

  it('emergency not answered goes to Emergency', () => {
    expect(tabAfterEventInfo(NEW_REPORT)).toBe('emergency');
    expect(tabAfterEventInfo({ ...created, reviewComplete: true })).toBe('emergency');
  });
});

describe('previousTab', () => {
  it('goes one tab back from Emergency to Images/Videos', () => {
    expect(previousTab('emergency')).toBe('eventInfo');
    expect(previousTab('review')).toBe('emergency');
    expect(previousTab('procedure')).toBe('review');
    expect(previousTab('media')).toBe('procedure');
  });

  it('has nothing before Event Info and nothing from Finalize (only Done)', () => {
    expect(previousTab('eventInfo')).toBeNull();
    expect(previousTab('finalize')).toBeNull();
  });
});

describe('tabAccess', () => {
  it('every tab is always visible', () => {
    for (const current of WIZARD_TAB_KEYS) {
      for (const tab of WIZARD_TAB_KEYS) expect(tabAccess(tab, current).visible).toBe(true);
    }
  });

  it('the current tab and earlier tabs are enabled; later tabs never (reached only through Next)', () => {
    expect(WIZARD_TAB_KEYS.map((tab) => tabAccess(tab, 'procedure').enabled)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(WIZARD_TAB_KEYS.map((tab) => tabAccess(tab, 'eventInfo').enabled)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('on Finalize only Finalize is enabled', () => {
    expect(WIZARD_TAB_KEYS.map((tab) => tabAccess(tab, 'finalize').enabled)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('progressOf', () => {
  const saved = { id: 'e1', emergencyServicesAnswered: false, answeredQuestionTrail: [], isSopComplete: false };

  it('reads the saved event', () => {
    expect(progressOf({ ...saved, emergencyServicesAnswered: true, answeredQuestionTrail: ['A'] })).toEqual({
      eventId: 'e1',
      emergencyAnswered: true,
      reviewComplete: true,
      sopComplete: false,
    });
    expect(progressOf({ ...saved, isSopComplete: true })).toEqual({
      eventId: 'e1',
      emergencyAnswered: false,
      reviewComplete: true,
      sopComplete: true,
    });
  });

  it('a new event (occurred "now" and status 5 from create) and one with only Emergency saved have not completed Review', () => {
    // POST /events/create stores dateOccurredUtc and status 5 at once, so neither says Review was done.
    expect(progressOf(saved).reviewComplete).toBe(false);
    expect(progressOf({ ...saved, emergencyServicesAnswered: true }).reviewComplete).toBe(false);
    expect(tabAfterEventInfo(progressOf({ ...saved, emergencyServicesAnswered: true }))).toBe('review');
  });

  it('the trail Review saves (where the Procedure opens) marks Review completed', () => {
    const afterReview = progressOf({ ...saved, emergencyServicesAnswered: true, answeredQuestionTrail: ['A'] });
    expect(afterReview.reviewComplete).toBe(true);
    expect(tabAfterEventInfo(afterReview)).toBe('procedure');
  });
});

describe("Finalize's exits (issue 23 #14)", () => {
  it('offers Cancel on every tab until the event is reported (Finalize)', () => {
    for (const tab of WIZARD_TAB_KEYS) expect(cancelOffered(tab)).toBe(tab !== 'finalize');
  });
});
