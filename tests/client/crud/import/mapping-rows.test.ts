import { describe, expect, it } from 'vitest';
import {
  fileProblems,
  headerOptions,
  mappingRows,
  NOT_IMPORTED,
  sharedHeaderWarnings,
  unusedHeaders,
} from '../../../../src/client/crud/import/mapping-rows.ts';
import { resolveMapping } from '../../../../src/domain/import/header-mapping.ts';

describe('the mapping step', () => {
  it('has one row per field, in the template order, with its chosen header and its problem', () => {
    const header = ['Group', 'Props'];
    const mapping = { properties: 'Props' };
    const { problems } = resolveMapping('propertygroups', header, mapping);
    expect(mappingRows('propertygroups', mapping, problems)).toEqual([
      {
        field: 'name',
        title: 'Name',
        required: true,
        hint: undefined,
        header: NOT_IMPORTED,
        problem: 'The file has no Name column (required).',
      },
      {
        field: 'properties',
        title: 'Properties',
        required: false,
        hint: 'property numbers, separated by ;',
        header: 'Props',
        problem: undefined,
      },
    ]);
  });

  it('offers "not imported" first, then each header of the file once, blank ones left out', () => {
    expect(headerOptions(['Name', '', 'City', 'Name'])).toEqual([
      { value: NOT_IMPORTED, label: '— not imported —' },
      { value: 'Name', label: 'Name' },
      { value: 'City', label: 'City' },
    ]);
  });

  it("says which of the file's columns no field reads", () => {
    expect(unusedHeaders(['Name', 'Notes', 'Props', ' '], { name: 'Name', properties: 'Props' })).toEqual(['Notes']);
  });

  it('warns of a column chosen for two fields', () => {
    expect(sharedHeaderWarnings('vendors', { name: 'Company', city: 'Company', email: 'Mail' })).toEqual([
      "The file's column 'Company' is chosen for Name and City.",
    ]);
  });

  it('shows on top only the problems no field row shows', () => {
    const problems = [
      { field: 'name', message: 'on the row' },
      { field: 'bogus', message: "'bogus' is not a column" },
      { message: 'about the file' },
    ];
    expect(fileProblems('propertygroups', problems)).toEqual(["'bogus' is not a column", 'about the file']);
  });
});
