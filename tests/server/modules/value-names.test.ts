import { describe, expect, it } from 'vitest';
import { eventStatusName, severityName } from '../../../src/server/modules/shared/value-names.ts';

/** What the server writes for a person (notices, the incident report) names values in their language. */
describe('value names the server writes', () => {
  it('names a known status and severity in the language', () => {
    expect(eventStatusName('en', 1)).toBe('In Progress');
    expect(eventStatusName('es', 1)).toBe('En curso');
    expect(severityName('es', 1)).toBe('Alta');
  });

  it('names a status the spec does not name in the language too', () => {
    expect(eventStatusName('en', 9)).toBe('Status 9');
    expect(eventStatusName('es', 9)).toBe('Estado 9');
  });
});
