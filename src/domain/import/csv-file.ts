import Papa from 'papaparse';
import { IMPORT_LIMIT_MESSAGES, IMPORT_LIMITS } from './limits.ts';
import type { CsvRecord } from './row-values.ts';

/**
 * A file's bytes read as CSV (issue 24), the same way in the modal (its header row, for the
 * mapping) and on the server (every record): UTF-8 with or without a byte-order mark, else
 * Windows-1252 (what spreadsheets export on Windows); the delimiter of the header line (comma,
 * semicolon or tab); records numbered as a spreadsheet numbers its rows, blank rows skipped.
 * Refused, with the reason in words: past the size limits, binary data (a workbook, an image),
 * UTF-16 text, an empty file, malformed quoting.
 */

export interface CsvFile {
  /** The first row: the column titles, trimmed. */
  header: string[];
  /** The other rows that hold anything, with their row numbers (the header is row 1). */
  records: CsvRecord[];
  encoding: 'utf-8' | 'windows-1252';
}

/** Why a file cannot be imported at all; `tooLarge` and `tooManyRows` are its size, the others its content. */
export interface CsvFileProblem {
  reason: 'tooLarge' | 'tooManyRows' | 'notText' | 'empty' | 'malformed';
  message: string;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** Why a file's content is refused (the API translates them: src/domain/i18n/en/api-messages.ts). */
export const CSV_FILE_MESSAGES = {
  notText:
    'The file is not CSV text (it holds binary data, as an Excel workbook does): save it as CSV (comma-separated) and try again.',
  utf16: "The file is UTF-16 text: save it as 'CSV UTF-8 (comma delimited)' and try again.",
  empty: 'The file is empty: its first row must be the column titles.',
  malformed: (row: number | string, problem: string) => `The file is not valid CSV: row ${row}: ${problem}.`,
} as const;

/**
 * Windows-1252's bytes 0x80–0x9F (the WHATWG index; the five it leaves undefined stay as they
 * are). Node's TextDecoder('windows-1252') reads them as Latin-1's control characters, so the
 * decoded text is corrected here, the same in every browser and in Node.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009F]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
}

/** UTF-8 (a byte-order mark is dropped), or Windows-1252 when the bytes are not valid UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvFile['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // A UTF-8 byte-order mark before text that is not UTF-8 after all still means nothing.
    return { text: decodeWindows1252(bytes).replace(/^\u00EF\u00BB\u00BF/, ''), encoding: 'windows-1252' };
  }
}

/** The delimiter the first line uses most often outside quotes (a comma when it has none). */
export function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The header and records of a CSV file, or why it cannot be imported. */
export function readCsvFile(bytes: Uint8Array): { file: CsvFile } | { problem: CsvFileProblem } {
  if (bytes.length > IMPORT_LIMITS.bytes)
    return { problem: { reason: 'tooLarge', message: IMPORT_LIMIT_MESSAGES.bytes } };
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return { problem: { reason: 'notText', message: CSV_FILE_MESSAGES.utf16 } };
  if (bytes.includes(0)) return { problem: { reason: 'notText', message: CSV_FILE_MESSAGES.notText } };
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === '') return { problem: { reason: 'empty', message: CSV_FILE_MESSAGES.empty } };
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const quoting = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoting) {
    const row = (quoting.row ?? 0) + 1;
    return { problem: { reason: 'malformed', message: CSV_FILE_MESSAGES.malformed(row, quoting.message) } };
  }
  const [first = [], ...rest] = parsed.data;
  if (isBlank(first)) return { problem: { reason: 'empty', message: CSV_FILE_MESSAGES.empty } };
  const records: CsvRecord[] = [];
  for (const [index, cells] of rest.entries()) {
    if (!isBlank(cells)) records.push({ row: index + 2, cells });
  }
  if (records.length > IMPORT_LIMITS.rows) {
    return { problem: { reason: 'tooManyRows', message: IMPORT_LIMIT_MESSAGES.rows } };
  }
  return { file: { header: first.map((title) => title.trim()), records, encoding } };
}
