import { COLUMN_TITLES, titleMessage } from '../../domain/i18n/setup-titles.ts';
import { translate } from '../i18n/language.ts';

/** A list column's title in the current language, by its title key (English: the column's own, schemas/lists). */
export function columnTitle(column: { title: string; titleKey?: string }): string {
  return column.titleKey
    ? translate(titleMessage(COLUMN_TITLES, column.titleKey, column.title), column.titleKey)
    : column.title;
}
