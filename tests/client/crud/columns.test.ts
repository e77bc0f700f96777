import { describe, expect, it } from 'vitest';
import { resourceNamed, resources } from '../../../resources.config.ts';
import { formRoute, visibleColumns } from '../../../src/client/crud/list-columns.ts';
import { listPageChange } from '../../../src/client/crud/list-paging.ts';
import { sortOrderOf, toCrudSorts } from '../../../src/client/crud/table-sort.ts';
import { cellText, sortKeyOf, valueAt } from '../../../src/client/resources/cell-text.ts';
import {
  type ColumnDefinition,
  isSingleton,
  type ResourceDefinition,
} from '../../../src/client/resources/definition.ts';

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
    const status = resourceNamed('documentTypes').list.columns.find((column) => column.title === 'Status');
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
});

describe('the roles list', () => {
  const roles = resourceNamed('roles');

  it('shows Role/Title and Status, with no Archived column', () => {
    expect(visibleColumns(roles, true).map((column) => column.title)).toEqual(['Role/Title', 'Status']);
  });

  it('adds an Archived column only while show archived is on, for a resource with an archived flag', () => {
    const people = { ...roles, list: { ...roles.list, archivedField: 'isArchived' } } as ResourceDefinition;
    expect(visibleColumns(people, false).map((column) => column.title)).toEqual(['Role/Title', 'Status']);
    const archived = visibleColumns(people, true).at(-1);
    expect(archived).toMatchObject({ title: 'Archived', field: 'isArchived', format: 'yesNo' });
  });

  it('refuses an undeclared resource name', () => {
    expect(() => resourceNamed('nope')).toThrow(/not declared/);
  });
});

describe('sorting and routes', () => {
  it('maps antd sorter changes to Refine sorters and back', () => {
    expect(toCrudSorts({ columnKey: 'name', order: 'ascend' })).toEqual([{ field: 'name', order: 'asc' }]);
    expect(toCrudSorts([{ columnKey: 'active', order: 'descend' }, { columnKey: 'name' }])).toEqual([
      { field: 'active', order: 'desc' },
    ]);
    expect(sortOrderOf('name', [{ field: 'name', order: 'desc' }])).toBe('descend');
    expect(sortOrderOf('active', [{ field: 'name', order: 'desc' }])).toBeNull();
  });

  it('fills ids into page-form routes', () => {
    expect(formRoute('/setup/companyPerson/:id', 'new')).toBe('/setup/companyPerson/new');
  });
});

describe('every declared resource is consistent', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    expect(resource.route.startsWith('/')).toBe(true);
    expect(resource.api.save.method).toBe('POST');
    if (!isSingleton(resource)) {
      const sortable = resource.list.columns.map(sortKeyOf).filter(Boolean);
      expect(sortable).toContain(resource.list.defaultSort.field);
      // Every sort a column sends is one the list endpoint accepts (the types check it too).
      for (const sort of sortable) expect(resource.api.list.sortFields).toContain(sort);
      expect(resource.api.list.method).toBe('GET');
    }
    const properties = Object.keys((resource.schema as { properties: object }).properties);
    for (const key of Object.keys(resource.newRecord())) expect(properties).toContain(key);
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
  });
});

describe('a table change pages every server list the same way', () => {
  const page = { currentPage: 3, pageSize: 25 };

  it('a sort click sorts from page 1 and keeps the page size', () => {
    expect(listPageChange(page, { current: 3, pageSize: 25 }, { columnKey: 'type', order: 'ascend' }, 'sort')).toEqual({
      sorters: [{ field: 'type', order: 'asc' }],
      currentPage: 1,
      pageSize: 25,
    });
  });

  it('a sort click that clears the order keeps the sort but still goes back to page 1', () => {
    expect(listPageChange(page, { current: 3, pageSize: 25 }, { columnKey: 'type' }, 'sort')).toEqual({
      currentPage: 1,
      pageSize: 25,
    });
  });

  it('a new page size starts at page 1; a page click goes to that page', () => {
    expect(listPageChange(page, { current: 3, pageSize: 50 }, {}, 'paginate')).toEqual({
      currentPage: 1,
      pageSize: 50,
    });
    expect(listPageChange(page, { current: 4, pageSize: 25 }, {}, 'paginate')).toEqual({
      currentPage: 4,
      pageSize: 25,
    });
  });
});
