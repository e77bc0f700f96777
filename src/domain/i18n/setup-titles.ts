import type { Messages, Namespace } from '../common/catalogue.ts';

/**
 * The titles the schemas declare — a setup form's field titles (JSON Schema `title`) and a list's
 * column titles (schemas/lists) — in the reader's language. Their English stays where the
 * specification's words are written, in the schemas (one home); the other languages give them by
 * key in two catalogues: `fieldTitles` ('<resource>.<path>': 'people.firstName',
 * 'company.address.city') and `columnTitles` ('<list>.<column>': 'people.email', and 'archived'
 * for every list's Archived column). The English namespaces the tests hold the translations to
 * are read off the schemas themselves (src/client/i18n/en/setup-titles.ts). No translation is
 * imported here: the browser translates through its own pack, the server through
 * src/server/http/csv-language.ts (importing the domain's Spanish here put it in English pages).
 */
export const FIELD_TITLES = 'fieldTitles';
export const COLUMN_TITLES = 'columnTitles';

/** One title as a namespace of its own message, so it translates by its key, falling back to its English. */
export function titleMessage(namespaceName: string, key: string, english: string): Namespace<Messages> {
  return { name: namespaceName, en: { [key]: english } };
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
