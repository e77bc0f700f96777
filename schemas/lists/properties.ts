import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { propertyEndpoints } from '../property/endpoints.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

type List = typeof propertyEndpoints.list;

/** The Properties list's columns (spec 000 §2 Properties): the screen and its CSV export. */
export const PROPERTY_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'properties',
  columns: [
    { key: 'propertyNumber', title: 'Number', field: 'propertyNumber', sort: 'propertyNumber', width: 140 },
    { key: 'name', title: 'Name', field: 'name', sort: 'name' },
    { key: 'city', title: 'Address', field: ['address.city', 'address.state'], sort: 'city' },
    {
      key: 'numberOfUnits',
      title: '# Units',
      field: 'numberOfUnits',
      format: 'number',
      sort: 'numberOfUnits',
      width: 120,
    },
    // Always shown on Properties (spec 000 §2); Users and Document Types show it only with 'show archived'.
    { key: 'isArchived', title: 'Archived', field: 'isArchived', format: 'yesNo', sort: 'isArchived', width: 120 },
  ],
  archivedField: 'isArchived',
});
