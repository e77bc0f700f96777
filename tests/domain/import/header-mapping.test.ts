import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_KEY_FIELDS, importColumn } from '../../../src/domain/import/columns.ts';
import { autoMapColumns, normalizeHeader, resolveMapping } from '../../../src/domain/import/header-mapping.ts';
import { IMPORT_RESOURCES } from '../../../src/domain/import/resources.ts';

describe('import columns (issue 24)', () => {
  it('lists each import’s columns with the issue’s titles, in its order', () => {
    const titles = (resource: keyof typeof IMPORT_COLUMNS) => IMPORT_COLUMNS[resource].map((column) => column.title);
    expect(titles('properties')).toEqual([
      'Property #',
      'Name',
      '# of Units',
      'Street',
      'City',
      'State',
      'Postal Code',
      'Phone',
      'Time zone',
      'Archived',
    ]);
    expect(titles('people')).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Role',
      'Properties',
      'Property Groups',
      'All Properties',
      'Archived',
    ]);
    expect(titles('vendors')).toEqual([
      'Name',
      'Type',
      'Email',
      'Phone',
      'City',
      'State',
      'Properties',
      'Property Groups',
      'All Properties',
    ]);
    expect(titles('propertygroups')).toEqual(['Name', 'Properties']);
  });

  it('marks what the one-record forms require, and the key each import matches on is required', () => {
    const required = (resource: keyof typeof IMPORT_COLUMNS) =>
      IMPORT_COLUMNS[resource].filter((column) => column.required).map((column) => column.field);
    expect(required('properties')).toEqual(['propertyNumber', 'name', 'numberOfUnits', 'phone']);
    expect(required('people')).toEqual(['firstName', 'lastName', 'email', 'role']);
    expect(required('vendors')).toEqual(['name', 'type']);
    expect(required('propertygroups')).toEqual(['name']);
    for (const resource of IMPORT_RESOURCES) {
      expect(importColumn(resource, IMPORT_KEY_FIELDS[resource])?.required).toBe(true);
    }
  });

  it('has no synonym that is another column’s title or synonym within one import', () => {
    for (const resource of IMPORT_RESOURCES) {
      const names = IMPORT_COLUMNS[resource].flatMap((column) =>
        [column.title, ...column.synonyms].map(normalizeHeader),
      );
      expect(new Set(names).size, resource).toBe(names.length);
    }
  });
});

describe('header mapping', () => {
  it('ignores case, spacing, punctuation and accents; reads # as number', () => {
    expect(normalizeHeader('  E-Mail ')).toBe('email');
    expect(normalizeHeader('Phone #')).toBe('phonenumber');
    expect(normalizeHeader('# of Units')).toBe('numberofunits');
    expect(normalizeHeader('Téléphone')).toBe('telephone');
    expect(normalizeHeader('postal_code')).toBe('postalcode');
  });

  it('maps a template header exactly, and common synonyms', () => {
    expect(autoMapColumns('properties', ['Property #', 'Name', 'Units', 'Phone #', 'Zip', 'Time Zone'])).toEqual({
      propertyNumber: 'Property #',
      name: 'Name',
      numberOfUnits: 'Units',
      phone: 'Phone #',
      postalCode: 'Zip',
      timeZone: 'Time Zone',
    });
    expect(autoMapColumns('people', ['E-mail', 'first name', 'LAST NAME', 'Position', 'Phone #'])).toEqual({
      email: 'E-mail',
      firstName: 'first name',
      lastName: 'LAST NAME',
      role: 'Position',
      phone: 'Phone #',
    });
  });

  it('gives a field’s own title precedence over another field’s synonym, and each header to one field', () => {
    // 'Property #' is a synonym of the people's Properties column; 'Properties' is its title.
    expect(autoMapColumns('people', ['Property #', 'Properties'])).toEqual({ properties: 'Properties' });
    expect(autoMapColumns('propertygroups', ['Group', 'Name'])).toEqual({ name: 'Name' });
  });

  it('maps the Properties list’s own export (Number, Name, # Units, Archived)', () => {
    expect(autoMapColumns('properties', ['Number', 'Name', 'Address', '# Units', 'Archived'])).toMatchObject({
      propertyNumber: 'Number',
      numberOfUnits: '# Units',
      archived: 'Archived',
    });
  });

  it('resolves a mapping to column positions', () => {
    const headers = ['Code', 'Title', 'Units', 'Tel'];
    const { columns, problems } = resolveMapping('properties', headers, {
      propertyNumber: 'Code',
      name: 'Title',
      numberOfUnits: 'units',
      phone: 'Tel',
      city: '',
    });
    expect(problems).toEqual([]);
    expect(columns.map(({ column, index }) => [column.field, index])).toEqual([
      ['propertyNumber', 0],
      ['name', 1],
      ['numberOfUnits', 2],
      ['phone', 3],
    ]);
  });

  it('says what is wrong with a mapping: unknown field, missing or doubled header, required field unmapped', () => {
    const { problems } = resolveMapping('propertygroups', ['Name', 'Name', 'Props'], {
      name: 'Name',
      properties: 'Property list',
      colour: 'Props',
    });
    expect(problems).toEqual([
      { field: 'name', message: "The file has 2 columns named 'Name': rename all but one." },
      { field: 'properties', message: "The file has no column 'Property list' (chosen for Properties)." },
      { field: 'colour', message: "'colour' is not a column of the Property Groups import." },
    ]);
    expect(resolveMapping('vendors', ['Name'], { name: 'Name' }).problems).toEqual([
      { field: 'type', message: 'The file has no Type column (required).' },
    ]);
  });

  it('without a mapping, asks for a header row when the first row names none of the columns', () => {
    const { columns, problems } = resolveMapping('propertygroups', ['North Portfolio', '101; 201']);
    expect(columns).toEqual([]);
    expect(problems).toEqual([
      { message: 'The first row of the file must be the column titles (Name, Properties): none of them is there.' },
    ]);
  });
});
