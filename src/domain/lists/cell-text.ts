/**
 * The columns of a list and the text of their cells, one home for the list screens and the
 * server's CSV exports (issue 26): a setup list declares its columns as data (schemas/lists/),
 * the screen shows each cell's text and the export writes the very same words. Moments that
 * belong to no property (a last sign-in, a date-time column) are dated in a time zone: on screen
 * the browser's own, in an export the one the viewer's browser sent.
 */
import { calendarDateText, instantDateText, isCalendarDate } from '../common/calendar-date.ts';
import { fill, type Messages, type Namespace } from '../common/catalogue.ts';
import { formatUsd } from '../common/currency.ts';
import { viewerDateTimeText } from '../common/date-time-text.ts';
import { listCellsText } from '../i18n/en/list-cells.ts';

/** Any record a list shows. */
export type ListRecord = Record<string, unknown>;

/** Dotted paths into a record, one level deep ('name', 'address.city'). */
export type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends Record<string, unknown>
    ? K | `${K}.${keyof NonNullable<T[K]> & string}`
    : K;
}[keyof T & string];

/** How a cell turns a value into text (also what the CSV export writes). */
export type CellFormat =
  /** The value as text; several fields are joined with ', ' (Location = city, state). */
  | 'text'
  /** A boolean as 'Active' / 'Inactive'. */
  | 'status'
  /** A boolean as 'Yes' / 'No' (the Archived column). */
  | 'yesNo'
  /** A date as MM/DD/YYYY. */
  | 'date'
  /** A number with thousands separators: 1,234. */
  | 'number'
  /** US dollars to the cent: $1,234.50; nothing is $0. */
  | 'currency'
  /**
   * A last sign-in moment: 'Invited' when there is none (never signed in), else 'Active' and the
   * date (MM/DD/YYYY). The list shows the state as a tag.
   */
  | 'signIn';

export interface ColumnDefinition<T = ListRecord, SortField extends string = string> {
  /** Stable column key. */
  key: string;
  /** In English, the specification's words (their one home); other languages by `titleKey`. */
  title: string;
  /** The title's key in the column-title catalogue ('people.name'): set by `listColumns` from the list's name. */
  titleKey?: string;
  /** The field or fields the cell shows (several: joined with ', ', e.g. ['address.city', 'address.state']). */
  field: FieldPath<T> | readonly FieldPath<T>[];
  format?: CellFormat;
  /** The list endpoint's sort field this column sorts by (one of its `sortFields`); not sortable without. */
  sort?: SortField;
  width?: number;
  /** With format 'status': a record with this flag set shows 'Inactive' whatever its active flag (an archived document type is not 'Active'). */
  inactiveWhen?: FieldPath<T>;
}

/**
 * A declared list's columns (schemas/lists/): the columns in order and, for a list that offers
 * 'show archived', the record's archived flag (an Archived column joins while it is on).
 */
export interface ListColumns<T = ListRecord, SortField extends string = string> {
  /** The list's name, the first part of its columns' title keys ('people'). */
  name: string;
  columns: readonly ColumnDefinition<T, SortField>[];
  archivedField?: FieldPath<T>;
}

/** Declares a list's columns, checked against its row type and sort fields; each column's title gets its key ('<list>.<column>'). */
export function listColumns<T, SortField extends string>() {
  return (declaration: ListColumns<T, SortField>): ListColumns<T, SortField> => ({
    ...declaration,
    columns: titleKeyed(declaration.name, declaration.columns),
  });
}

/** Columns with their titles' catalogue keys, '<list>.<column key>' (src/domain/i18n/setup-titles.ts). */
export function titleKeyed<C extends { key: string }>(
  list: string,
  columns: readonly C[],
): (C & { titleKey: string })[] {
  return columns.map((column) => ({ ...column, titleKey: `${list}.${column.key}` }));
}

/** The Archived column's title key, one for every list. */
export const ARCHIVED_TITLE_KEY = 'archived';

/**
 * A shared namespace's message in the language a cell is written in: the export's on the server
 * (`translateIn`), the app's in the browser (`translate`). Handed in rather than imported, so the
 * browser's English bundle carries no other language's words.
 */
export type CellTranslate = <M extends Messages>(
  namespace: Namespace<M>,
  key: keyof M & string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** A cell's words in English, the catalogues' own (the default). */
export const englishCells: CellTranslate = (namespace, key, values) => fill(namespace.en[key] as string, values);

/**
 * One column of a CSV file: its title and its cell's text for a row (`timeZone`: the viewer's, for
 * moments; `translate`: the file's language, for the words in cells — English without).
 */
export interface CsvColumn<Row> {
  /** In English; other languages by `titleKey` (the column-title catalogue). */
  title: string;
  titleKey?: string;
  text: (row: Row, timeZone?: string, translate?: CellTranslate) => string;
}

/** The value at a dotted path ('address.city'); undefined when any step is missing. */
export function valueAt(record: object, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** MM/DD/YYYY: a calendar date ('2024-03-07') as written, a moment on the viewer's clock (`timeZone`, else the runtime's). */
function formatDate(value: unknown, timeZone?: string): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  return typeof value === 'string' && isCalendarDate(value)
    ? calendarDateText(value)
    : instantDateText(value, timeZone);
}

/**
 * A last sign-in moment as the Users list shows it: never signed in is 'Invited'. A sign-in
 * belongs to no property, so the screen shows it on the viewer's clock, zone named (`dateTime`);
 * the CSV writes its date (MM/DD/YYYY).
 */
export type SignInState = { state: 'Invited' } | { state: 'Active'; date: string; dateTime: string };

export function signInState(value: unknown, timeZone?: string): SignInState {
  if (value === null || value === undefined || value === '') return { state: 'Invited' };
  const date = formatDate(value, timeZone);
  return { state: 'Active', date, dateTime: date ? viewerDateTimeText(value as string | Date, timeZone) : '' };
}

function signInText(value: unknown, translate: CellTranslate, timeZone?: string): string {
  const signIn = signInState(value, timeZone);
  if (signIn.state === 'Invited') return translate(listCellsText, 'invited');
  return signIn.date
    ? translate(listCellsText, 'activeLastSignIn', { date: signIn.date })
    : translate(listCellsText, 'active');
}

function formatOne(
  value: unknown,
  format: CellFormat | undefined,
  translate: CellTranslate,
  timeZone?: string,
): string {
  switch (format) {
    case 'status':
      return translate(listCellsText, value === true ? 'active' : 'inactive');
    case 'yesNo':
      return translate(listCellsText, value === true ? 'yes' : 'no');
    case 'date':
      return formatDate(value, timeZone);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? NUMBER.format(value)
        : formatOne(value, 'text', translate);
    case 'currency':
      return formatUsd(value);
    case 'signIn':
      return signInText(value, translate, timeZone);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The text a column shows for a record: one field formatted, or several joined with ', '
 * (empty parts skipped, so 'Austin' rather than 'Austin, '). The list and a CSV export share it;
 * `timeZone` dates moments (the export's viewer), else the runtime's own zone (the browser's);
 * `translate` words a status, yes/no or sign-in state in the reader's language (English without).
 */
export function cellText<T>(
  column: ColumnDefinition<T>,
  record: T,
  timeZone?: string,
  translate: CellTranslate = englishCells,
): string {
  const row = record as object;
  if (column.inactiveWhen && valueAt(row, column.inactiveWhen) === true)
    return formatOne(false, column.format, translate);
  const fields: readonly string[] = typeof column.field === 'string' ? [column.field] : column.field;
  return fields
    .map((field) => formatOne(valueAt(row, field), column.format, translate, timeZone))
    .filter((text) => text !== '')
    .join(', ');
}

/** The sortBy a column sends (one of its list endpoint's sort fields); undefined when it does not sort. */
export function sortKeyOf(column: ColumnDefinition): string | undefined {
  return column.sort;
}

/**
 * The columns a list shows right now: the declared ones, plus an Archived column while
 * 'show archived' is on for a list that has an archived flag (spec 000 §2, Users).
 */
export function visibleColumns<T>(
  list: Pick<ListColumns<T>, 'columns' | 'archivedField'>,
  showArchived: boolean,
): ColumnDefinition<T>[] {
  const columns = [...list.columns];
  const archivedField = list.archivedField;
  if (showArchived && archivedField && !columns.some((column) => column.field === archivedField)) {
    columns.push({
      key: 'archived',
      title: 'Archived',
      titleKey: ARCHIVED_TITLE_KEY,
      field: archivedField,
      format: 'yesNo',
    });
  }
  return columns;
}

/** A declared list's CSV columns (as it shows them, Archived with showArchived): each cell the very text the list shows. */
export function csvColumnsOf<T>(
  list: Pick<ListColumns<T>, 'columns' | 'archivedField'>,
  showArchived = false,
): CsvColumn<T>[] {
  return visibleColumns(list, showArchived).map((column) => ({
    title: column.title,
    titleKey: column.titleKey,
    text: (row, timeZone, translate) => cellText(column, row, timeZone, translate),
  }));
}
