import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { propertyGroupEndpoints } from '../property-group.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

type List = typeof propertyGroupEndpoints.list;

/** The Property Groups list's columns (spec 000 §2): the screen and its CSV export. */
export const PROPERTY_GROUP_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'propertyGroups',
  columns: [{ key: 'name', title: 'Name', field: 'name', sort: 'name' }],
});
