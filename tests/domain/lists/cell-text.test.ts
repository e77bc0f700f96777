import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_COLUMNS } from '../../../schemas/lists/document-types.ts';
import { PERSON_COLUMNS } from '../../../schemas/lists/people.ts';
import { PROPERTY_COLUMNS } from '../../../schemas/lists/properties.ts';
import {
  type ColumnDefinition,
  cellText,
  csvColumnsOf,
  sortKeyOf,
  valueAt,
  visibleColumns,
} from '../../../src/domain/lists/cell-text.ts';
import { csvRows } from '../../../src/domain/lists/csv-text.ts';

const vendor = {
  id: 'v1',
  name: 'Ace',
  isArchived: true,
  address: { city: 'Austin', state: 'TX' },
  since: '2024-03-07T12:00:00Z',
  day: '2023-12-31',
  units: 12500,
  deductible: 1500.25,
};

describe('cellText', () => {
  it.each<[string, ColumnDefinition, string]>([
    ['text', { key: 'name', title: 'Name', field: 'name' }, 'Ace'],
    ['a dotted path', { key: 'city', title: 'City', field: 'address.city' }, 'Austin'],
    [
      'several fields joined',
      { key: 'loc', title: 'Location', field: ['address.city', 'address.state'] },
      'Austin, TX',
    ],
    ['a missing part skipped', { key: 'loc', title: 'Location', field: ['address.zip', 'address.state'] }, 'TX'],
    ['status', { key: 'a', title: 'Status', field: 'isArchived', format: 'status' }, 'Active'],
    ['yes/no', { key: 'a', title: 'Archived', field: 'isArchived', format: 'yesNo' }, 'Yes'],
    ['a date as MM/DD/YYYY', { key: 'd', title: 'Since', field: 'since', format: 'date' }, '03/07/2024'],
    ['nothing for a missing value', { key: 'x', title: 'X', field: 'nope' }, ''],
    ['a calendar date as written', { key: 'd', title: 'Day', field: 'day', format: 'date' }, '12/31/2023'],
    ['a number with separators', { key: 'u', title: '# Units', field: 'units', format: 'number' }, '12,500'],
    ['money in dollars', { key: 'm', title: 'Deductible', field: 'deductible', format: 'currency' }, '$1,500.25'],
    ['no money as $0', { key: 'm', title: 'Deductible', field: 'nope', format: 'currency' }, '$0'],
  ])('%s', (_title, column, text) => {
    expect(cellText(column, vendor)).toBe(text);
  });

  it('shows Inactive for a role that is not active', () => {
    expect(cellText({ key: 'active', title: 'Status', field: 'active', format: 'status' }, { active: false })).toBe(
      'Inactive',
    );
  });

  it("shows an archived document type as Inactive, not 'Active' (issue 9, point 16)", () => {
    const status = DOCUMENT_TYPE_COLUMNS.columns.find((column) => column.title === 'Status') as ColumnDefinition;
    if (!status) throw new Error('the Document Types list has a Status column');
    expect(cellText(status, { active: true, isArchived: true })).toBe('Inactive');
    expect(cellText(status, { active: true, isArchived: false })).toBe('Active');
  });

  it('reads nothing through a non-object', () => {
    expect(valueAt({ name: 'x' }, 'name.first')).toBeUndefined();
  });

  it("sorts by the column's sort field, and not at all without one", () => {
    expect(sortKeyOf({ key: 'name', title: 'Name', field: 'name' })).toBeUndefined();
    expect(sortKeyOf({ key: 'loc', title: 'Location', field: 'address.city', sort: 'city' })).toBe('city');
  });

  it("dates moments on a given clock (an export's viewer): the day, and a sign-in's day", () => {
    const late = { at: '2024-03-07T03:30:00Z', signedIn: '2024-03-07T03:30:00Z' };
    const date: ColumnDefinition = { key: 'at', title: 'At', field: 'at', format: 'date' };
    const signIn: ColumnDefinition = { key: 's', title: 'Sign-in', field: 'signedIn', format: 'signIn' };
    expect(cellText(date, late, 'UTC')).toBe('03/07/2024');
    expect(cellText(date, late, 'America/Chicago')).toBe('03/06/2024');
    expect(cellText(signIn, late, 'America/Chicago')).toBe('Active (last sign-in 03/06/2024)');
    expect(cellText(signIn, { signedIn: null }, 'America/Chicago')).toBe('Invited');
    // A calendar date is a day, not a moment: no zone moves it.
    const day: ColumnDefinition = { key: 'day', title: 'Day', field: 'day', format: 'date' };
    expect(cellText(day, { day: '2024-03-07' }, 'Pacific/Honolulu')).toBe('03/07/2024');
  });
});

describe('the columns a list shows and its CSV writes', () => {
  it('adds Archived only with show archived, for a list with an archived flag, and writes each cell as shown', () => {
    expect(csvColumnsOf(PERSON_COLUMNS).map((column) => column.title)).toEqual([
      'Name',
      'Position',
      'Phone #',
      'Email',
      'Sign-in',
    ]);
    const columns = csvColumnsOf(PERSON_COLUMNS, true);
    expect(visibleColumns(PERSON_COLUMNS, true).at(-1)).toMatchObject({ title: 'Archived', format: 'yesNo' });
    const row = {
      id: 'p1',
      name: 'Ada Byron',
      firstName: 'Ada',
      lastName: 'Byron',
      positionName: 'Manager',
      emailAddress: 'ada@x.example',
      phoneNumber: null,
      isArchived: true,
      lastSignInAt: '2024-03-07T12:00:00Z',
    };
    expect(csvRows(columns, [row], 'UTC')).toBe(
      'Ada Byron,Manager,,ada@x.example,Active (last sign-in 03/07/2024),Yes\r\n',
    );
    // Properties always show Archived: it is never added twice.
    expect(csvColumnsOf(PROPERTY_COLUMNS, true).filter((column) => column.title === 'Archived')).toHaveLength(1);
  });
});
