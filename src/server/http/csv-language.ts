import type { Language } from '../../domain/common/language.ts';
import { COLUMN_TITLES, titleMessage } from '../../domain/i18n/setup-titles.ts';
import { translateIn } from '../../domain/i18n/translate.ts';
import type { CellTranslate, CsvColumn } from '../../domain/lists/cell-text.ts';

/** A CSV export's words in the requester's language: its header row and the words in its cells. */

/** A column's title in `language` (its English without a title key). */
export function columnTitleIn(language: Language, column: { title: string; titleKey?: string }): string {
  return column.titleKey
    ? translateIn(language, titleMessage(COLUMN_TITLES, column.titleKey, column.title), column.titleKey)
    : column.title;
}

/** A CSV file's columns with their titles in `language` (the header row of an export). */
export function csvColumnsIn<Row>(language: Language, columns: readonly CsvColumn<Row>[]): CsvColumn<Row>[] {
  return columns.map((column) => ({ ...column, title: columnTitleIn(language, column) }));
}

/** The words inside a CSV file's cells (a status, yes/no, a policy's type) in `language`. */
export function cellsIn(language: Language): CellTranslate {
  return (namespace, key, values) => translateIn(language, namespace, key, values);
}
