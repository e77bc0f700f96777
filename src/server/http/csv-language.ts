import type { Language } from '../../domain/common/language.ts';
import { COLUMN_TITLES, titleMessage } from '../../domain/i18n/setup-titles.ts';
import type { CsvColumn } from '../../domain/lists/cell-text.ts';
import { translateIn } from '../i18n/translate.ts';

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
