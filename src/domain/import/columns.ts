import type { ImportResource } from './resources.ts';

/**
 * The columns of each import (issue 24), in the words and order: the template's header,
 * what the header mapping matches a file's columns to (header-mapping.ts), and how each cell is
 * read (cells.ts). `field` is the column's key in a mapping and in the reply's errors.
 */

/** How a cell is read: text; a whole number ('1,200'); yes/no; a `;`-separated list; a US state (name or code). */
export type CellKind = 'text' | 'wholeNumber' | 'yesNo' | 'list' | 'usState';

export interface ImportColumn<Field extends string = string, Kind extends CellKind = CellKind> {
  field: Field;
  /** The template's header, exactly as the issue lists it. */
  title: string;
  kind: Kind;
  /** The file must have the column (and each row a value): what the one-record form requires. */
  required: boolean;
  /** Other headers that mean this column (compared as normalizeHeader does: case, spacing and punctuation aside). */
  synonyms: readonly string[];
  /** The template's example cell. */
  example: string;
  /** A line of help for the mapping step. */
  hint?: string;
}

function column<const Field extends string, const Kind extends CellKind>(
  field: Field,
  title: string,
  kind: Kind,
  options: { required?: boolean; synonyms?: readonly string[]; example: string; hint?: string },
): ImportColumn<Field, Kind> {
  return { ...options, field, title, kind, required: options.required ?? false, synonyms: options.synonyms ?? [] };
}

// 'Phone Number' covers 'Phone #' too: headers are compared as normalizeHeader writes them.
const PHONE_SYNONYMS = ['Phone Number', 'Telephone', 'Tel', 'Phone No'];
const YES_NO = 'yes or no (blank: no)';
const propertiesList = (example: string) =>
  column('properties', 'Properties', 'list', {
    synonyms: ['Property Numbers', 'Property #'],
    example,
    hint: 'property numbers, separated by ;',
  });
const groupsList = (example: string) =>
  column('propertyGroups', 'Property Groups', 'list', {
    synonyms: ['Groups', 'Property Group', 'Group Names'],
    example,
    hint: 'group names, separated by ;',
  });
const allProperties = column('allProperties', 'All Properties', 'yesNo', {
  synonyms: ['All', 'All Properties Associated', 'Sees All Properties'],
  example: 'No',
  hint: YES_NO,
});
const archived = column('archived', 'Archived', 'yesNo', { synonyms: ['Is Archived'], example: 'No', hint: YES_NO });

export const IMPORT_COLUMNS = {
  properties: [
    column('propertyNumber', 'Property #', 'text', {
      required: true,
      synonyms: ['Property No', 'Property ID', 'Prop #', 'Property Code', 'Number'],
      example: 'P-100',
    }),
    column('name', 'Name', 'text', {
      required: true,
      synonyms: ['Property Name', 'Building Name'],
      example: 'Lakeview Apartments',
    }),
    column('numberOfUnits', '# of Units', 'wholeNumber', {
      required: true,
      synonyms: ['Units', '# Units', 'Unit Count', 'Doors'],
      example: '120',
    }),
    column('street', 'Street', 'text', {
      synonyms: ['Street Address', 'Address', 'Address 1', 'Address Line 1', 'Street 1', 'Street Address 1'],
      example: '12 Lakeview Drive',
    }),
    column('city', 'City', 'text', { synonyms: ['Town'], example: 'Springfield' }),
    column('state', 'State', 'usState', { synonyms: ['ST', 'State Code'], example: 'IL', hint: 'code or name' }),
    column('postalCode', 'Postal Code', 'text', {
      synonyms: ['Zip', 'Zip Code', 'Postcode', 'Postal'],
      example: '62704',
    }),
    column('phone', 'Phone', 'text', { required: true, synonyms: PHONE_SYNONYMS, example: '(217) 555-0120' }),
    column('timeZone', 'Time zone', 'text', {
      synonyms: ['TZ', 'Zone'],
      example: 'America/Chicago',
      hint: 'optional; blank: the default for a new property, unchanged for one already here',
    }),
    archived,
  ],
  people: [
    column('firstName', 'First Name', 'text', {
      required: true,
      synonyms: ['First', 'Given Name', 'Forename'],
      example: 'Pat',
    }),
    column('lastName', 'Last Name', 'text', {
      required: true,
      synonyms: ['Last', 'Surname', 'Family Name'],
      example: 'Lee',
    }),
    column('email', 'Email', 'text', {
      required: true,
      synonyms: ['Email Address', 'Mail'],
      example: 'pat.lee@example.com',
    }),
    column('phone', 'Phone', 'text', { synonyms: [...PHONE_SYNONYMS, 'Mobile', 'Cell'], example: '(217) 555-0101' }),
    column('role', 'Role', 'text', {
      required: true,
      synonyms: ['Position', 'Role Name', 'Position Type'],
      example: 'Property Manager',
    }),
    propertiesList('101; 102'),
    groupsList('North Portfolio'),
    allProperties,
    archived,
  ],
  vendors: [
    column('name', 'Name', 'text', {
      required: true,
      synonyms: ['Vendor', 'Vendor Name', 'Company', 'Company Name'],
      example: 'FlowRight Plumbing',
    }),
    column('type', 'Type', 'text', {
      required: true,
      synonyms: ['Vendor Type', 'Trade', 'Category'],
      example: 'Plumbing',
    }),
    column('email', 'Email', 'text', { synonyms: ['Email Address', 'Mail'], example: 'office@flowright.example' }),
    column('phone', 'Phone', 'text', { synonyms: PHONE_SYNONYMS, example: '(309) 555-0152' }),
    column('city', 'City', 'text', { synonyms: ['Town'], example: 'Peoria' }),
    column('state', 'State', 'text', { synonyms: ['ST'], example: 'IL' }),
    propertiesList('201; 202'),
    groupsList('South Portfolio'),
    allProperties,
  ],
  propertygroups: [
    column('name', 'Name', 'text', {
      required: true,
      synonyms: ['Group', 'Group Name', 'Property Group', 'Property Group Title'],
      example: 'North Portfolio',
    }),
    propertiesList('101; 201'),
  ],
} as const satisfies Record<ImportResource, readonly ImportColumn[]>;

/** The columns of one import. */
export type ImportColumnsOf<R extends ImportResource> = (typeof IMPORT_COLUMNS)[R][number];

/** The field keys of one import ('propertyNumber', 'name', …). */
export type ImportField<R extends ImportResource> = ImportColumnsOf<R>['field'];

/** The field a file's row is matched on to a record already there (case-insensitively). */
export const IMPORT_KEY_FIELDS = {
  properties: 'propertyNumber',
  people: 'email',
  vendors: 'name',
  propertygroups: 'name',
} as const satisfies { [R in ImportResource]: ImportField<R> };

/** The columns of an import, as a plain list. */
export function importColumns(resource: ImportResource): readonly ImportColumn[] {
  return IMPORT_COLUMNS[resource];
}

/** One column by its field key, or undefined for a key the import does not have. */
export function importColumn(resource: ImportResource, field: string): ImportColumn | undefined {
  return importColumns(resource).find((candidate) => candidate.field === field);
}
