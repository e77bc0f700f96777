import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';
import type { vendorTypeEndpoints } from '../vendor-type.ts';

type List = typeof vendorTypeEndpoints.list;

/** The Vendor Types list's columns (spec 000 §2): the screen and its CSV export. */
export const VENDOR_TYPE_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'vendorTypes',
  columns: [
    { key: 'name', title: 'Name', field: 'name', sort: 'name' },
    { key: 'active', title: 'Status', field: 'active', format: 'status', sort: 'active', width: 140 },
  ],
});
