import { describe, expect, it } from 'vitest';
import type { ImportReply } from '../../../../schemas/import.ts';
import { ApiError } from '../../../../src/client/api/http.ts';
import { initialImportState } from '../../../../src/client/crud/import/import-flow.ts';
import {
  checkSummary,
  importButtonLabel,
  importErrorRows,
  importFailureText,
  importHeading,
  importSummary,
  rowsToImport,
  unchangedNote,
} from '../../../../src/client/crud/import/import-summary.ts';

const reply = (counts: Partial<ImportReply>): ImportReply => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: 0,
  errors: [],
  ...counts,
});

describe('what the modal says', () => {
  it("the dry run in the issue's words, and the import's end", () => {
    const answer = reply({ created: 1047, updated: 2, unchanged: 0, failed: 3 });
    expect(checkSummary(answer)).toBe('1,047 to create, 2 to update, 0 unchanged, 3 with errors');
    expect(importSummary(answer)).toBe('1,047 created, 2 updated, 0 unchanged, 3 failed');
  });

  it('imports the valid rows that change something: created and updated, not the unchanged ones', () => {
    expect(rowsToImport(reply({ created: 40, updated: 7, unchanged: 5, failed: 3 }))).toBe(47);
    expect(importButtonLabel(reply({ created: 40, updated: 7 }))).toBe('Import 47 rows');
    expect(importButtonLabel(reply({ updated: 1 }))).toBe('Import 1 row');
    expect(unchangedNote(reply({ unchanged: 47 }))).toBe('47 rows unchanged: left as they are.');
    expect(unchangedNote(reply({ created: 1 }))).toBeNull();
  });

  it('each step has its heading; the import step says whether it runs, finished or was cancelled', () => {
    const state = initialImportState('properties');
    expect(importHeading(state)).toBe('Choose a file');
    const importing = { ...state, running: { kind: 'import' as const, percent: 10 } };
    expect(importHeading(importing)).toBe('Importing...');
    expect(importHeading({ ...state, imported: reply({}) })).toBe('Import finished');
    expect(importHeading({ ...state, cancelled: true })).toBe('Import cancelled');
  });

  it('names an error by the column title, as the template does (an unknown key as it is)', () => {
    const errors = [
      { row: 11, field: 'phone', value: '12', message: 'Phone: 12 is not a valid phone number.' },
      { row: 31, field: 'numberOfUnits', value: 'many', message: '# of Units must be a whole number (0 or more).' },
      { row: 40, field: 'somethingElse', value: '', message: '?' },
    ];
    expect(importErrorRows('properties', errors).map(({ row, column, value }) => [row, column, value])).toEqual([
      [11, 'Phone', '12'],
      [31, '# of Units', 'many'],
      [40, 'somethingElse', ''],
    ]);
    expect(importErrorRows('people', [{ row: 2, field: 'email', value: 'x', message: 'm' }])[0].column).toBe('Email');
  });

  it("says why a call failed: the server's message and its reasons, or that there was no answer", () => {
    const refused = new ApiError(400, 'The mapping does not fit the file.', {
      message: 'The mapping does not fit the file.',
      validationErrors: [{ field: 'mapping.name', message: "The file has no column 'Nom' (chosen for Name)." }],
    });
    expect(importFailureText(refused)).toBe(
      "The mapping does not fit the file. The file has no column 'Nom' (chosen for Name).",
    );
    expect(importFailureText(new ApiError(413, 'Too big', null))).toBe('Too big');
    expect(importFailureText(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached: check the connection and try again.',
    );
  });
});
