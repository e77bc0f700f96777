import { describe, expect, it } from 'vitest';
import { rowOpenIntent } from '../../../src/client/crud/row-open-intent.ts';

const click = { kind: 'click' as const, fromControl: false, selectedText: '' };

describe('rowOpenIntent: what a gesture on a table row asks for', () => {
  it('a click on the row opens it; Ctrl- or ⌘-click opens a new tab', () => {
    expect(rowOpenIntent(click)).toBe('open');
    expect(rowOpenIntent({ ...click, ctrlKey: true })).toBe('openInNewTab');
    expect(rowOpenIntent({ ...click, metaKey: true })).toBe('openInNewTab');
  });

  it('a click on a link or button inside the row is left to that control', () => {
    expect(rowOpenIntent({ ...click, fromControl: true })).toBe('ignore');
    expect(rowOpenIntent({ ...click, ctrlKey: true, fromControl: true })).toBe('ignore');
  });

  it('selecting a cell’s text to copy it does not open the row', () => {
    expect(rowOpenIntent({ ...click, selectedText: 'E-2026-00001' })).toBe('ignore');
    expect(rowOpenIntent({ ...click, selectedText: '  \n' })).toBe('open');
  });

  it('Enter on the focused row opens it; other keys do nothing', () => {
    expect(rowOpenIntent({ kind: 'key', key: 'Enter', fromControl: false, selectedText: '' })).toBe('open');
    for (const key of ['Tab', 'ArrowDown', 'a', 'Escape']) {
      expect(rowOpenIntent({ kind: 'key', key, fromControl: false, selectedText: '' })).toBe('ignore');
    }
  });
});
