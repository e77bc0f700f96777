import { describe, expect, it } from 'vitest';
import { NEW_REPORT } from '../../../src/domain/events/event-wizard-tabs.ts';
import {
  categoryRequired,
  EMERGENCY_CALL,
  emergencyAnswerFields,
  emergencyProblems,
  eventInfoProblems,
  eventInfoProblemsOnNext,
  reviewProblems,
  WIZARD_MESSAGES,
} from '../../../src/domain/events/event-wizard-validation.ts';

const complete = { propertyId: 'p1', typeId: 't1', categoryId: 'c1', categoryCount: 2, location: '' };

describe('Event Info (spec 001 §5 First tab)', () => {
  it('uses the spec wording', () => {
    expect(WIZARD_MESSAGES.propertyRequired).toBe('Property is required.');
    expect(WIZARD_MESSAGES.typeRequired).toBe('Type is required.');
    expect(WIZARD_MESSAGES.categoryRequired).toBe('Category is required.');
    expect(WIZARD_MESSAGES.noProcedure).toBe(
      'Did not match a procedure, please re-select type and category, or go fix your procedures.',
    );
    expect(WIZARD_MESSAGES.eventsInProgress).toBe('Event(s) already exist for this location.');
  });

  it('an empty form shows all three messages', () => {
    expect(eventInfoProblems({ propertyId: null, typeId: null, categoryId: null, categoryCount: 0 })).toEqual([
      { field: 'property', message: 'Property is required.' },
      { field: 'type', message: 'Type is required.' },
      { field: 'category', message: 'Category is required.' },
    ]);
  });

  it('a complete form passes; location is free text and not required', () => {
    expect(eventInfoProblems(complete)).toEqual([]);
    expect(eventInfoProblems({ ...complete, location: null })).toEqual([]);
  });

  it('each missing field alone gives its own message; blank text counts as missing', () => {
    expect(eventInfoProblems({ ...complete, propertyId: '  ' })).toEqual([
      { field: 'property', message: 'Property is required.' },
    ]);
    expect(eventInfoProblems({ ...complete, categoryId: null })).toEqual([
      { field: 'category', message: 'Category is required.' },
    ]);
  });

  it('a type that offers no category needs none', () => {
    expect(categoryRequired({ typeId: 't1', categoryCount: 0 })).toBe(false);
    expect(eventInfoProblems({ ...complete, categoryId: null, categoryCount: 0 })).toEqual([]);
    expect(categoryRequired({ typeId: 't1', categoryCount: 1 })).toBe(true);
    expect(categoryRequired({ typeId: null, categoryCount: 0 })).toBe(true);
  });
});

describe('eventInfoProblemsOnNext', () => {
  const empty = { propertyId: null, typeId: null, categoryId: null, categoryCount: 0 };

  it('checks a report not created yet', () => {
    expect(eventInfoProblemsOnNext(NEW_REPORT, empty)).toHaveLength(3);
  });

  it('skips the checks for a created or resumed event (spec 001 §4)', () => {
    expect(eventInfoProblemsOnNext({ ...NEW_REPORT, eventId: 'e1' }, empty)).toEqual([]);
  });
});

describe('Emergency (spec 001 §5)', () => {
  it('must be answered', () => {
    const message = 'You must answer whether emergency services are involved.';
    expect(emergencyProblems(null)).toEqual([{ field: 'emergencyServicesInvolved', message }]);
    expect(emergencyProblems(undefined)).toEqual([{ field: 'emergencyServicesInvolved', message }]);
  });

  it('Yes and No are both answers', () => {
    expect(emergencyProblems(true)).toEqual([]);
    expect(emergencyProblems(false)).toEqual([]);
  });

  it('saves the answer with its answered flag', () => {
    expect(emergencyAnswerFields(false)).toEqual({ emergencyServicesInvolved: false, emergencyServicesAnswered: true });
    expect(emergencyAnswerFields(true)).toEqual({ emergencyServicesInvolved: true, emergencyServicesAnswered: true });
  });

  it('offers CALL 911 as a tel: link', () => {
    expect(EMERGENCY_CALL).toEqual({ label: 'CALL 911', href: 'tel:911' });
  });
});

describe('Review (spec 001 §5)', () => {
  const dateTime = { field: 'dateOccurred', message: 'Date and Time are required.' };

  it('needs both the date and the time, one message for either', () => {
    expect(reviewProblems({ severity: 0, date: null, time: null })).toEqual([dateTime]);
    expect(reviewProblems({ severity: 0, date: '01/02/2026', time: null })).toEqual([dateTime]);
    expect(reviewProblems({ severity: 0, date: null, time: '10:30' })).toEqual([dateTime]);
    expect(reviewProblems({ severity: 1, date: ' ', time: '10:30' })).toEqual([dateTime]);
  });

  it('passes with a severity (Low or High), a date and a time', () => {
    expect(reviewProblems({ severity: 0, date: '01/02/2026', time: '10:30' })).toEqual([]);
    expect(reviewProblems({ severity: 1, date: '01/02/2026', time: '10:30' })).toEqual([]);
  });

  it('a severity other than 0 or 1 is refused', () => {
    expect(reviewProblems({ severity: 2, date: '01/02/2026', time: '10:30' })).toEqual([
      { field: 'severity', message: 'Severity is required.' },
    ]);
    expect(reviewProblems({ severity: null, date: '01/02/2026', time: '10:30' })).toHaveLength(1);
  });
});
