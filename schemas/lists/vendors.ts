import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';
import type { vendorEndpoints } from '../vendor.ts';

type List = typeof vendorEndpoints.list;

/** The Vendors list's columns (spec 000 §2 Vendors): the screen and its CSV export. */
export const VENDOR_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'vendors',
  columns: [
    { key: 'name', title: 'Name', field: 'name', sort: 'name' },
    { key: 'type', title: 'Type', field: 'type', sort: 'type' },
    { key: 'email', title: 'Email', field: 'email', sort: 'email' },
    { key: 'phone', title: 'Phone', field: 'phone', sort: 'phone', width: 160 },
    { key: 'location', title: 'Location', field: ['address.city', 'address.state'], sort: 'location' },
  ],
});
