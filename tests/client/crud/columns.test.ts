import { describe, expect, it } from 'vitest';
import { resourceNamed, resources } from '../../../resources.config.ts';
import { formRoute, visibleColumns } from '../../../src/client/crud/list-columns.ts';
import { listPageChange } from '../../../src/client/crud/list-paging.ts';
import { sortOrderOf, toCrudSorts } from '../../../src/client/crud/table-sort.ts';
import { isSingleton, type ResourceDefinition } from '../../../src/client/resources/definition.ts';
import { sortKeyOf } from '../../../src/domain/lists/cell-text.ts';

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
      // 'Download CSV' downloads the list's own export: the same sorts, need and path below the list.
      const exported = resource.api.export;
      if (exported) {
        expect(exported.path).toBe(`${resource.api.list.path}/export`);
        expect(exported.sortFields).toEqual(resource.api.list.sortFields);
        expect(exported.scope === 'company' && resource.api.list.scope === 'company' && exported.need).toEqual(
          resource.api.list.scope === 'company' && resource.api.list.need,
        );
      }
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
