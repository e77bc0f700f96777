import { namespace } from '../catalogue.ts';

/**
 * The generic setup screens (src/client/crud): a declared resource's list (toolbar, CSV, pager,
 * row actions) and its form's frame. antd's own words (the pager's '/ page', empty tables,
 * pickers) come from its locale (ConfigProvider), not from here.
 */
export const crudText = namespace('crud', {
  actions: 'Actions',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  search: 'Search',
  clear: 'Clear',
  showArchived: 'Show archived',
  downloadCsv: 'Download CSV',
  csvFailed: 'The CSV file could not be created.',
  csvProgress: 'CSV progress',
  rowsRead: '{{done}} rows read...',
  rowsReadOfTotal: '{{done}} of {{total}} rows read...',
  range: '{{first}}–{{last}} of {{total}}',
  rangeOfMoreThan: '{{first}}–{{last}} of more than {{total}}',
  recordNotLoaded: 'This record could not be loaded.',
  loadingForm: 'Loading the form',
  invited: 'Invited',
  active: 'Active',
  inactive: 'Inactive',
  yes: 'Yes',
  no: 'No',
  lastSignIn: 'Last sign-in',
});
