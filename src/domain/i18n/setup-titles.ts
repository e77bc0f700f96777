import type { Messages, Namespace } from '../common/catalogue.ts';
import type { Language } from '../common/language.ts';
import type { CellTranslate, CsvColumn } from '../lists/cell-text.ts';
import { translateIn } from './translate.ts';

/**
 * The titles the schemas declare — a setup form's field titles (JSON Schema `title`) and a list's
 * column titles (schemas/lists) — in the reader's language. Their English stays where the
 * specification's words are written, in the schemas (one home); the other languages give them by
 * key in two catalogues: `fieldTitles` ('<resource>.<path>': 'people.firstName',
 * 'company.address.city') and `columnTitles` ('<list>.<column>': 'people.email', and 'archived'
 * for every list's Archived column). The English namespaces the tests hold the translations to
 * are read off the schemas themselves (src/client/i18n/en/setup-titles.ts).
 */
export const FIELD_TITLES = 'fieldTitles';
export const COLUMN_TITLES = 'columnTitles';

/** One title as a namespace of its own message, so it translates by its key, falling back to its English. */
export function titleMessage(namespaceName: string, key: string, english: string): Namespace<Messages> {
  return { name: namespaceName, en: { [key]: english } };
}

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every `title` of a JSON Schema by its path, the names of the properties on the way joined with
 * '.' and an array's item schema as 'items' — the very path of its uiSchema entry (RJSF):
 * { firstName: 'First Name', 'address.city': 'City', 'insurancePolicies.items': 'Insurance Policy' }.
 */
export function schemaTitles(schema: unknown, path = ''): Record<string, string> {
  if (!isRecord(schema)) return {};
  const titles: Record<string, string> = {};
  if (path && typeof schema.title === 'string') titles[path] = schema.title;
  const join = (name: string) => (path ? `${path}.${name}` : name);
  if (isRecord(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties))
      Object.assign(titles, schemaTitles(property, join(name)));
  }
  if (schema.items !== undefined) Object.assign(titles, schemaTitles(schema.items, join('items')));
  return titles;
}
