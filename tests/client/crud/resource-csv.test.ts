import { describe, expect, it } from 'vitest';
import { resourceNamed } from '../../../resources.config.ts';
import { personEndpoints } from '../../../schemas/person/endpoints.ts';
import { csvHeader, csvRows } from '../../../src/client/crud/csv.ts';
import { resourceCsv } from '../../../src/client/crud/resource-csv.ts';
import type { ResourceDefinition } from '../../../src/client/resources/definition.ts';

const people = resourceNamed('people');

function exportOf(definition: ResourceDefinition, showArchived: boolean) {
  const csv = resourceCsv(definition, showArchived);
  if (!csv) throw new Error(`${definition.name} has 'Download CSV'`);
  return csv;
}

describe("a declared resource's 'Download CSV'", () => {
  it('reads the resource list endpoint into a file named after the resource', () => {
    const csv = exportOf(people, false);
    expect(csv.endpoint).toBe(personEndpoints.list);
    expect(csv.fileName).toBe('people');
  });

  it('has the columns the list has, the Archived column only while show archived is on', () => {
    expect(csvHeader(exportOf(people, false).columns)).toBe('Name,Position,Phone #,Email,Sign-in\r\n');
    expect(csvHeader(exportOf(people, true).columns)).toBe('Name,Position,Phone #,Email,Sign-in,Archived\r\n');
  });

  it('writes each cell as the list shows it', () => {
    const row = {
      id: 'p1',
      name: 'Ada Byron',
      positionName: 'Manager',
      emailAddress: 'ada@x.example',
      isArchived: true,
      lastSignInAt: '2024-03-07T12:00:00Z',
    };
    expect(csvRows(exportOf(people, true).columns, [row])).toBe(
      'Ada Byron,Manager,,ada@x.example,Active (last sign-in 03/07/2024),Yes\r\n',
    );
  });

  it('uses the declared file name, and is absent when the declaration switches it off', () => {
    const named = { ...people, list: { ...people.list, csv: { fileName: 'users' } } };
    expect(exportOf(named, false).fileName).toBe('users');
    expect(resourceCsv({ ...people, list: { ...people.list, csv: false } }, false)).toBeNull();
  });
});
