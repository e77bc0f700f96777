import { describe, expect, it } from 'vitest';
import { importTemplateFileName, importTemplateRows } from '../../../../src/client/crud/import/templates.ts';
import { IMPORT_COLUMNS } from '../../../../src/domain/import/columns.ts';
import { autoMapColumns } from '../../../../src/domain/import/header-mapping.ts';
import { IMPORT_RESOURCES } from '../../../../src/domain/import/resources.ts';
import { duplicateKeyErrors } from '../../../../src/server/modules/import/duplicate-keys.ts';

describe('import templates', () => {
  it('are the header and one example row, and map onto every column by themselves', () => {
    for (const resource of IMPORT_RESOURCES) {
      const [header, example, ...rest] = importTemplateRows(resource);
      expect(rest).toEqual([]);
      expect(header).toEqual(IMPORT_COLUMNS[resource].map((column) => column.title));
      expect(example).toHaveLength(header.length);
      expect(Object.keys(autoMapColumns(resource, header))).toEqual(IMPORT_COLUMNS[resource].map((c) => c.field));
    }
    expect(importTemplateRows('propertygroups')).toEqual([
      ['Name', 'Properties'],
      ['North Portfolio', '101; 201'],
    ]);
    expect(importTemplateFileName('people')).toBe('people-import-template.csv');
  });
});

describe('duplicate keys in one file', () => {
  it('reports every row of a key that appears more than once (case aside), pointing at the others', () => {
    const errors = duplicateKeyErrors(
      [
        { row: 2, key: 'P-1' },
        { row: 3, key: 'P-2' },
        { row: 5, key: 'p-1' },
        { row: 9, key: 'P-1 ' },
        { row: 10, key: '' },
        { row: 11, key: '' },
      ],
      'propertyNumber',
      'Property #',
    );
    expect(errors.map((error) => [error.row, error.message])).toEqual([
      [2, "Property # 'P-1' is also on rows 5, 9: a file may hold each Property # once."],
      [5, "Property # 'p-1' is also on rows 2, 9: a file may hold each Property # once."],
      [9, "Property # 'P-1 ' is also on rows 2, 5: a file may hold each Property # once."],
    ]);
  });
});
