import { US_STATES } from '../common/us-states.ts';
import type { CellKind } from './columns.ts';
import { unescapeFormulaCell } from './csv-injection.ts';

/**
 * How one cell of an import is read (issue 24): trimmed, our export's formula escape undone
 * (csv-injection.ts), then by its column's kind. A blank cell is '' (text), null (a number or
 * yes/no: the caller decides what blank means) or [] (a list).
 */

/** What separates the items of a list cell ('101; 102'). */
export const LIST_SEPARATOR = ';';

/** What each kind of cell reads as. */
export interface CellValues {
  text: string;
  wholeNumber: number | null;
  yesNo: boolean | null;
  list: string[];
  usState: string;
}

export type CellValue = CellValues[CellKind];

/** A cell's value, or why it cannot be read (a fragment that follows the column's title: '… must be yes or no'). */
/** A cell's problem, after its column's title ('Archived must be yes or no.'). */
export const CELL_PROBLEMS = {
  wholeNumber: 'must be a whole number (0 or more)',
  yesNo: 'must be yes or no',
} as const;

export type CellReading<K extends CellKind = CellKind> = { value: CellValues[K] } | { problem: string };

const YES = new Set(['yes', 'y', 'true', 't', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'f', '0']);
/** '1200' or '1,200' (what the lists' CSV export writes). */
const WHOLE_NUMBER = /^(\d+|\d{1,3}(,\d{3})+)$/;
const STATE_CODES = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state.abbreviation]));

/** A cell's text: trimmed, an exported formula's apostrophe removed. */
export function cellText(raw: string | undefined): string {
  return unescapeFormulaCell((raw ?? '').trim()).trim();
}

/** The items of a list cell, trimmed, blanks dropped, each once (case-insensitively, first spelling kept). */
export function listItems(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const item of text.split(LIST_SEPARATOR).map((part) => part.trim())) {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** Reads a cell's text (already through cellText) as its kind. */
export function readCell<K extends CellKind>(kind: K, text: string): CellReading<K>;
export function readCell(kind: CellKind, text: string): CellReading {
  switch (kind) {
    case 'text':
      return { value: text };
    case 'list':
      return { value: listItems(text) };
    case 'usState':
      return { value: STATE_CODES.get(text.toLowerCase()) ?? text };
    case 'wholeNumber': {
      if (!text) return { value: null };
      if (!WHOLE_NUMBER.test(text)) return { problem: CELL_PROBLEMS.wholeNumber };
      return { value: Number(text.replaceAll(',', '')) };
    }
    case 'yesNo': {
      const word = text.toLowerCase();
      if (!word) return { value: null };
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { problem: CELL_PROBLEMS.yesNo };
    }
  }
}
