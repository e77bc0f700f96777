import { namespace } from '../../common/catalogue.ts';

/**
 * The words inside a list's cells (src/domain/lists/cell-text.ts), shared by the screens and the
 * CSV exports: a status, a yes/no, a person's sign-in state, an archived policy's mark.
 */
export const listCellsText = namespace('listCells', {
  active: 'Active',
  inactive: 'Inactive',
  yes: 'Yes',
  no: 'No',
  invited: 'Invited',
  activeLastSignIn: 'Active (last sign-in {{date}})',
  archivedName: '{{name}} (Archived)',
  /** Who may see an event when no role limits it (src/domain/events/visible-to.ts). */
  visibleToAll: 'All',
});
