import type { ImportReply } from '../../../../schemas/import.ts';
import { readCsvFile } from '../../../domain/import/csv-file.ts';
import { autoMapColumns, type ColumnMapping, resolveMapping } from '../../../domain/import/header-mapping.ts';
import { IMPORT_LIMIT_MESSAGES, IMPORT_LIMITS } from '../../../domain/import/limits.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import type { UploadProgress } from '../../api/upload-endpoint.ts';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { translate } from '../../i18n/language.ts';

/**
 * The 'Import CSV' modal as data (issue 24): the file read in the browser, the column mapping,
 * one call at a time to the import endpoint (a dry run, then the import) and what each answered.
 * A reducer, so every step and what it clears is tested without a browser.
 */

/** A file read in the browser: its header for the mapping, its data rows counted, the bytes to send. */
export interface ChosenFile {
  name: string;
  header: string[];
  rowCount: number;
  upload: File;
}

/** 'check': the dry run ('Check file'); 'import': the real one. */
export type RunKind = 'check' | 'import';

export interface ImportState {
  resource: ImportResource;
  file: ChosenFile | null;
  /** Why the last file picked cannot be imported (read in the browser, before any upload). */
  fileProblem: string | null;
  mapping: ColumnMapping;
  /** The call under way; `percent` of the file sent, null once it is all sent and the server works. */
  running: { kind: RunKind; percent: number | null } | null;
  /** The dry run's answer for this file and mapping. */
  checked: ImportReply | null;
  imported: ImportReply | null;
  /** The import was cancelled: the rows written before stay. */
  cancelled: boolean;
  /** The server refused the last call, or could not be reached: in words, and which call it was. */
  failure: { message: string; during: RunKind } | null;
}

export type ImportAction =
  | { type: 'fileChosen'; file: ChosenFile }
  | { type: 'fileRefused'; message: string }
  | { type: 'chooseAnotherFile' }
  | { type: 'map'; field: string; header: string | null }
  | { type: 'backToMapping' }
  | { type: 'started'; kind: RunKind }
  | { type: 'progress'; percent: number | null }
  | { type: 'finished'; reply: ImportReply }
  | { type: 'failed'; message: string }
  | { type: 'cancelled' };

export function initialImportState(resource: ImportResource): ImportState {
  return {
    resource,
    file: null,
    fileProblem: null,
    mapping: {},
    running: null,
    checked: null,
    imported: null,
    cancelled: false,
    failure: null,
  };
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  const fresh = initialImportState(state.resource);
  switch (action.type) {
    case 'fileChosen':
      return { ...fresh, file: action.file, mapping: autoMapColumns(state.resource, action.file.header) };
    case 'fileRefused':
      return { ...fresh, fileProblem: action.message };
    case 'chooseAnotherFile':
      return fresh;
    case 'map': {
      const { [action.field]: _previous, ...others } = state.mapping;
      const mapping = action.header ? { ...others, [action.field]: action.header } : others;
      // A changed mapping makes the last dry run stale: check again before importing.
      return { ...state, mapping, checked: null, failure: null };
    }
    case 'backToMapping':
      return { ...state, checked: null, failure: null };
    case 'started':
      return { ...state, running: { kind: action.kind, percent: 0 }, failure: null, cancelled: false };
    case 'progress':
      return state.running ? { ...state, running: { ...state.running, percent: action.percent } } : state;
    case 'finished':
      if (!state.running) return state;
      return state.running.kind === 'check'
        ? { ...state, running: null, checked: action.reply }
        : { ...state, running: null, imported: action.reply };
    case 'failed':
      if (!state.running) return state;
      return { ...state, running: null, failure: { message: action.message, during: state.running.kind } };
    case 'cancelled':
      return { ...state, running: null, cancelled: state.running?.kind === 'import' };
  }
}

/** The modal's four steps, in order: pick a file, match its columns, read the dry run, import. */
export const IMPORT_STEPS = ['file', 'mapping', 'check', 'import'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/**
 * The step on screen: a call shows on the step it answers. A failed dry run goes back to the
 * mapping, a failed import back to the dry run's answer, to try again from there.
 */
export function importStep(state: ImportState): ImportStep {
  if (state.running?.kind === 'import' || state.imported || state.cancelled) return 'import';
  if (state.running?.kind === 'check' || state.checked) return 'check';
  return state.file ? 'mapping' : 'file';
}

/** The mapping as the endpoint reads it, and what is wrong with it for this file. */
export function mappingCheck(state: ImportState) {
  return resolveMapping(state.resource, state.file?.header ?? [], state.mapping);
}

/** 'Check file' can go: a file, a mapping without problems (every required field mapped), nothing running. */
export function canCheck(state: ImportState): boolean {
  return state.file !== null && state.running === null && mappingCheck(state).problems.length === 0;
}

/** How much of the file is sent, as a whole percentage; null once all of it is (the server is working). */
export function sentPercent({ loaded, total }: UploadProgress): number | null {
  if (total <= 0) return 0;
  return loaded >= total ? null : Math.floor((loaded / total) * 100);
}

/** The picker takes `.csv` files only (any case). */
export const isCsvFileName = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * A picked file read as the server will read it: its header and row count, or why it cannot be
 * imported, naming the file. A file of another type or past the size limit is refused unread.
 */
export async function readChosenFile(upload: File): Promise<ImportAction> {
  const refused = (message: string): ImportAction => ({ type: 'fileRefused', message: `${upload.name}: ${message}` });
  if (!isCsvFileName(upload.name)) return refused(translate(csvImportText, 'onlyCsv'));
  if (upload.size > IMPORT_LIMITS.bytes) return refused(IMPORT_LIMIT_MESSAGES.bytes);
  const read = readCsvFile(new Uint8Array(await upload.arrayBuffer()));
  if ('problem' in read) return refused(read.problem.message);
  const { header, records } = read.file;
  if (records.length === 0) return refused(translate(csvImportText, 'noRows'));
  return { type: 'fileChosen', file: { name: upload.name, header, rowCount: records.length, upload } };
}
