import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { documentTypeEndpoints } from '../document-type.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

type List = typeof documentTypeEndpoints.list;

/** The Document Types list's columns (spec 000 §2), Archived joining with 'Show Archived': the screen and its CSV export. */
export const DOCUMENT_TYPE_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'documentTypes',
  columns: [
    { key: 'name', title: 'Document Type', field: 'name', sort: 'name' },
    {
      key: 'active',
      title: 'Status',
      field: 'active',
      format: 'status',
      inactiveWhen: 'isArchived',
      sort: 'active',
      width: 140,
    },
  ],
  archivedField: 'isArchived',
});
