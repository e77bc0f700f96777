import { describe, expect, it } from 'vitest';
import { VISIBLE_TO_ALL, visibleToText } from '../../../src/domain/events/visible-to.ts';

describe('visible to, in words (spec 001 §5)', () => {
  it("'All' when no role limits it", () => {
    expect(VISIBLE_TO_ALL).toBe('All');
    expect(visibleToText([])).toBe('All');
  });

  it('the role names, comma separated, in the order given', () => {
    expect(visibleToText([{ name: 'Manager' }, { name: 'Regional Director' }])).toBe('Manager, Regional Director');
    expect(visibleToText([{ name: 'Owner' }])).toBe('Owner');
  });
});
