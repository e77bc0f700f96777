import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { personEndpoints } from '../person/endpoints.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

type List = typeof personEndpoints.list;

/**
 * The Users list's columns (spec 000 §2 Users), Archived joining with 'show archived': the
 * screen and its CSV export. Sign-in is a moment of no property: the viewer's clock.
 */
export const PERSON_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'people',
  columns: [
    { key: 'name', title: 'Name', field: 'name', sort: 'name' },
    { key: 'position', title: 'Position', field: 'positionName', sort: 'position' },
    { key: 'phone', title: 'Phone #', field: 'phoneNumber', sort: 'phone', width: 160 },
    { key: 'email', title: 'Email', field: 'emailAddress', sort: 'email' },
    { key: 'signIn', title: 'Sign-in', field: 'lastSignInAt', format: 'signIn', width: 260 },
  ],
  archivedField: 'isArchived',
});
