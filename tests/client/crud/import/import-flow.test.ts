import { describe, expect, it } from 'vitest';
import type { ImportReply } from '../../../../schemas/import.ts';
import {
  type ChosenFile,
  canCheck,
  type ImportAction,
  type ImportState,
  importReducer,
  importStep,
  initialImportState,
  mappingCheck,
  readChosenFile,
  sentPercent,
} from '../../../../src/client/crud/import/import-flow.ts';
import { IMPORT_LIMIT_MESSAGES, IMPORT_LIMITS } from '../../../../src/domain/import/limits.ts';

const upload = (name: string, text = '') => new File([text], name, { type: 'text/csv' });

const HEADER = ['Prop #', 'Property Name', 'Units', 'Phone #', 'City'];
const FILE: ChosenFile = { name: 'harbor.csv', header: HEADER, rowCount: 3, upload: upload('harbor.csv') };
const REPLY: ImportReply = { created: 2, updated: 0, unchanged: 0, failed: 1, errors: [] };

const run = (...actions: ImportAction[]) =>
  actions.reduce<ImportState>(importReducer, initialImportState('properties'));
const chosen = () => run({ type: 'fileChosen', file: FILE });

describe('reading the picked file in the browser', () => {
  it('reads the header and counts the rows under it, as the server will', async () => {
    const file = upload('harbor.csv', 'Prop #,Name\r\n101,Lakeview\r\n\r\n102,Oak\r\n');
    expect(await readChosenFile(file)).toEqual({
      type: 'fileChosen',
      file: { name: 'harbor.csv', header: ['Prop #', 'Name'], rowCount: 2, upload: file },
    });
  });

  it('refuses what is not a .csv file, a file the CSV reader refuses, and a header without rows, naming the file', async () => {
    expect(await readChosenFile(upload('units.xlsx', 'a,b'))).toEqual({
      type: 'fileRefused',
      message: 'units.xlsx: Choose a CSV file (.csv).',
    });
    expect(await readChosenFile(upload('empty.csv', '  '))).toEqual({
      type: 'fileRefused',
      message: 'empty.csv: The file is empty: its first row must be the column titles.',
    });
    expect(await readChosenFile(upload('HEADER.CSV', 'Prop #,Name\r\n'))).toEqual({
      type: 'fileRefused',
      message: 'HEADER.CSV: The file has its header row and nothing under it: there is nothing to import.',
    });
  });

  it('refuses a file past the size limit without reading it', async () => {
    const huge = upload('huge.csv');
    Object.defineProperty(huge, 'size', { value: IMPORT_LIMITS.bytes + 1 });
    huge.arrayBuffer = () => Promise.reject(new Error('read'));
    expect(await readChosenFile(huge)).toEqual({
      type: 'fileRefused',
      message: `huge.csv: ${IMPORT_LIMIT_MESSAGES.bytes}`,
    });
  });
});

describe('the modal as a reducer', () => {
  it('starts on the file; a file read moves to the mapping, pre-filled from its header', () => {
    expect(importStep(run())).toBe('file');
    const state = chosen();
    expect(importStep(state)).toBe('mapping');
    expect(state.mapping).toEqual({
      propertyNumber: 'Prop #',
      name: 'Property Name',
      numberOfUnits: 'Units',
      phone: 'Phone #',
      city: 'City',
    });
    expect(canCheck(state)).toBe(true);
  });

  it('a refused file stays on the file step with the reason; another file clears it', () => {
    const refused = run({ type: 'fileRefused', message: 'no' });
    expect([importStep(refused), refused.fileProblem]).toEqual(['file', 'no']);
    expect(importReducer(refused, { type: 'fileChosen', file: FILE }).fileProblem).toBeNull();
  });

  it('a required field left unmapped holds "Check file" back and says why; mapping it again releases it', () => {
    const unmapped = importReducer(chosen(), { type: 'map', field: 'name', header: null });
    expect(unmapped.mapping).not.toHaveProperty('name');
    expect(mappingCheck(unmapped).problems).toEqual([
      { field: 'name', message: 'The file has no Name column (required).' },
    ]);
    expect(canCheck(unmapped)).toBe(false);
    expect(canCheck(importReducer(unmapped, { type: 'map', field: 'name', header: 'City' }))).toBe(true);
  });

  it('the dry run shows on the check step, its answer there; the import on its own step', () => {
    const checking = importReducer(chosen(), { type: 'started', kind: 'check' });
    expect([importStep(checking), canCheck(checking)]).toEqual(['check', false]);
    const checked = importReducer(checking, { type: 'finished', reply: REPLY });
    expect([importStep(checked), checked.checked, checked.running]).toEqual(['check', REPLY, null]);
    const importing = importReducer(checked, { type: 'started', kind: 'import' });
    expect(importStep(importing)).toBe('import');
    const sent = importReducer(importing, { type: 'progress', percent: null });
    expect(sent.running).toEqual({ kind: 'import', percent: null });
    const done = importReducer(sent, { type: 'finished', reply: { ...REPLY, created: 2 } });
    expect([importStep(done), done.imported?.created, done.checked]).toEqual(['import', 2, REPLY]);
  });

  it('a changed mapping, or Back, makes the dry run stale: back to the mapping', () => {
    const checked = run(
      { type: 'fileChosen', file: FILE },
      { type: 'started', kind: 'check' },
      { type: 'finished', reply: REPLY },
    );
    expect(importStep(importReducer(checked, { type: 'map', field: 'city', header: null }))).toBe('mapping');
    expect(importStep(importReducer(checked, { type: 'backToMapping' }))).toBe('mapping');
  });

  it('a cancelled dry run goes back to the mapping; a cancelled import says so (rows may be written)', () => {
    const checkCancelled = run(
      { type: 'fileChosen', file: FILE },
      { type: 'started', kind: 'check' },
      { type: 'cancelled' },
    );
    expect([importStep(checkCancelled), checkCancelled.cancelled]).toEqual(['mapping', false]);
    const importCancelled = run(
      { type: 'fileChosen', file: FILE },
      { type: 'started', kind: 'check' },
      { type: 'finished', reply: REPLY },
      { type: 'started', kind: 'import' },
      { type: 'cancelled' },
    );
    expect([importStep(importCancelled), importCancelled.cancelled, importCancelled.imported]).toEqual([
      'import',
      true,
      null,
    ]);
  });

  it('a refused call keeps what was there, with the reason and which call it was', () => {
    const checkFailed = run(
      { type: 'fileChosen', file: FILE },
      { type: 'started', kind: 'check' },
      { type: 'failed', message: 'Too large' },
    );
    expect([importStep(checkFailed), checkFailed.failure]).toEqual([
      'mapping',
      { message: 'Too large', during: 'check' },
    ]);
    const importFailed = run(
      { type: 'fileChosen', file: FILE },
      { type: 'started', kind: 'check' },
      { type: 'finished', reply: REPLY },
      { type: 'started', kind: 'import' },
      { type: 'failed', message: 'Server error' },
    );
    // Back to the dry run's answer, to import again from there.
    expect([importStep(importFailed), importFailed.failure?.during]).toEqual(['check', 'import']);
    expect(importReducer(importFailed, { type: 'started', kind: 'import' }).failure).toBeNull();
  });

  it('"Choose another file" starts over', () => {
    expect(importReducer(chosen(), { type: 'chooseAnotherFile' })).toEqual(initialImportState('properties'));
  });
});

describe('sentPercent', () => {
  it('is the share of the file sent, null once all of it is (the server works), 0 while the size is unknown', () => {
    expect(sentPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(sentPercent({ loaded: 333, total: 1000 })).toBe(33);
    expect(sentPercent({ loaded: 1000, total: 1000 })).toBeNull();
  });
});
