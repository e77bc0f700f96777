import { describe, expect, it } from 'vitest';
import { privacyLock, SOP_INCOMPLETE_TOOLTIP, sopMarker } from '../../../../src/client/pages/events/event-list-row.ts';
import { SEVERITY_LEVELS, severityLabel } from '../../../../src/domain/events/event-severity.ts';

describe('SOP marker (spec 001 §2 Events list)', () => {
  it('incomplete shows the tooltip in the spec words', () => {
    expect(SOP_INCOMPLETE_TOOLTIP).toBe('SOP Questions are incomplete');
    expect(sopMarker(false)).toEqual({ complete: false, tooltip: 'SOP Questions are incomplete' });
  });

  it('complete has no tooltip', () => {
    expect(sopMarker(true)).toEqual({ complete: true, tooltip: null });
  });
});

describe('privacy lock (spec 001 §2, §6)', () => {
  it('is open when the event is visible to all', () => {
    expect(privacyLock([])).toEqual({ locked: false, roles: [], tooltip: null, label: 'Visible to all' });
  });

  it('is closed with the roles in its tooltip when limited to roles', () => {
    expect(privacyLock([{ name: 'Manager' }, { name: 'Regional Director' }])).toEqual({
      locked: true,
      roles: ['Manager', 'Regional Director'],
      tooltip: 'Manager, Regional Director',
      label: 'Visible only to Manager, Regional Director',
    });
  });

  it('one role', () => {
    expect(privacyLock([{ name: 'Owner' }]).tooltip).toBe('Owner');
  });
});

describe('severity marker', () => {
  it('0 Low, 1 High', () => {
    expect(SEVERITY_LEVELS).toEqual([
      { value: 0, label: 'Low' },
      { value: 1, label: 'High' },
    ]);
    expect(severityLabel(0)).toBe('Low');
    expect(severityLabel(1)).toBe('High');
    expect(severityLabel(7)).toBe('Severity 7');
  });
});
