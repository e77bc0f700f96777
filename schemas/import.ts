import type { PermissionName } from '../src/domain/company/permissions.ts';
import { IMPORT_KEY_FIELDS } from '../src/domain/import/columns.ts';
import { IMPORT_LIMITS } from '../src/domain/import/limits.ts';
import { IMPORT_RESOURCE_LABELS, type ImportResource } from '../src/domain/import/resources.ts';
import { FILE_KINDS } from '../src/domain/resources/accepted-file-types.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint } from './protocol/contract.ts';

/**
 * CSV import of the setup lists (issue 24): one endpoint per list, `POST /import/{resource}`,
 * each needing the permission that saves one record of that list. The file's columns and how its
 * cells are read are src/domain/import/ (the modal reads files with the same code).
 */

/** The multipart text fields, before the file. */
const importFields = {
  type: 'object',
  additionalProperties: false,
  required: ['dryRun'],
  properties: {
    dryRun: {
      type: 'boolean',
      description: "'true': check every row and count what would happen, writing nothing; 'false': import",
    },
    mapping: {
      type: 'string',
      maxLength: 5000,
      description:
        'JSON: our field → the file’s column header, e.g. {"propertyNumber":"Prop #","name":"Name"} (fields ' +
        'of src/domain/import/columns.ts; a field left out, null or "" is not imported). Absent: the columns ' +
        'are matched by their headers (case, spacing, punctuation and common synonyms aside).',
    },
  },
} as const;

export type ImportFields = FromSchema<typeof importFields>;

/** One problem of one row. */
const importErrorSchema = {
  type: 'object',
  required: ['row', 'field', 'value', 'message'],
  additionalProperties: false,
  properties: {
    row: { type: 'integer', minimum: 2, description: 'The row as a spreadsheet numbers it: the header is row 1' },
    field: { type: 'string', description: 'Our field (the column) the problem is in' },
    value: { type: 'string', description: 'The cell as the file has it' },
    message: { type: 'string', description: 'What is wrong, naming the column' },
  },
} as const;

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

/** What an import did (or, in a dry run, would do). */
export const importReplySchema = {
  type: 'object',
  required: ['created', 'updated', 'unchanged', 'failed', 'errors'],
  additionalProperties: false,
  properties: {
    created: count('Rows that are a new record'),
    updated: count('Rows that change a record already there (matched on its key, case aside)'),
    unchanged: count('Rows that match a record already there and change nothing'),
    failed: count('Rows with errors: never written'),
    errors: { type: 'array', items: importErrorSchema, description: 'Every problem of every failed row, by row' },
  },
} as const;

export type ImportReply = FromSchema<typeof importReplySchema>;

/** What keys a row to a record already there, in words. */
const KEY_WORDS: Record<ImportResource, string> = {
  properties: 'Property #',
  people: 'e-mail',
  vendors: 'name',
  propertygroups: 'name',
};

function importEndpoint<const R extends ImportResource, const N extends PermissionName>(resource: R, need: N) {
  const label = IMPORT_RESOURCE_LABELS[resource];
  return companyEndpoint({
    method: 'POST',
    path: `/import/${resource}`,
    tag: 'import',
    summary: `Import ${label.toLowerCase()} from a CSV file (multipart: dryRun, mapping, then the file)`,
    description:
      `Each row is checked as one ${label.toLowerCase()} record saved from its form, then matched on its ` +
      `${KEY_WORDS[resource]} (field ${IMPORT_KEY_FIELDS[resource]}, case aside): a new record is created, one ` +
      'already there updated, or left alone when nothing differs; rows with errors are never written. A dry run ' +
      'writes nothing. UTF-8 (with or without a byte-order mark) or Windows-1252. At most ' +
      `${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows and ${IMPORT_LIMITS.bytes / 1024 / 1024} MB (413 beyond); ` +
      'a file that is not CSV text, has no header row, or a mapping that does not fit it: 400.',
    need,
    upload: { kinds: [FILE_KINDS.document], multiple: false, fields: importFields },
    reply: importReplySchema,
    errorStatuses: [413],
  });
}

/** The four imports; each needs what saving one such record needs. */
export const importEndpoints = {
  properties: importEndpoint('properties', 'manageProperties'),
  people: importEndpoint('people', 'manageUsers'),
  vendors: importEndpoint('vendors', 'manageVendors'),
  propertyGroups: importEndpoint('propertygroups', 'managePropertyGroups'),
} as const;
