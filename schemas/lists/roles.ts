import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';
import type { roleEndpoints } from '../role.ts';

type List = typeof roleEndpoints.list;

/** The Roles list's columns (spec 000 §2 Roles): the screen and its CSV export. */
export const ROLE_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'roles',
  columns: [
    { key: 'name', title: 'Role/Title', field: 'name', sort: 'name' },
    { key: 'active', title: 'Status', field: 'active', format: 'status', sort: 'active', width: 140 },
  ],
});
