import { namespace } from '../catalogue.ts';

/**
 * 'Import CSV' (issue 24): the modal's steps, the column mapping, the dry run's and the import's
 * summaries and the row errors' table. The product's own words; the columns' titles and the
 * mapping's problems are the import's (src/domain/import). A count has a key for one and a key
 * for more.
 */
export const csvImportText = namespace('csvImport', {
  importCsv: 'Import CSV',
  modalTitle: 'Import {{list}} from CSV',
  'list.properties': 'Properties',
  'list.people': 'Users',
  'list.vendors': 'Vendors',
  'list.propertygroups': 'Property Groups',
  'step.file': 'File',
  'step.mapping': 'Columns',
  'step.check': 'Check',
  'step.import': 'Import',
  /** A phone's steps, in words. */
  stepOf: 'Step {{number}} of {{count}}: {{step}}',
  'heading.file': 'Choose a file',
  'heading.mapping': 'Match the columns',
  'heading.checking': 'Checking the file...',
  'heading.check': 'What the import will do',
  'heading.importing': 'Importing...',
  'heading.finished': 'Import finished',
  'heading.cancelled': 'Import cancelled',
  close: 'Close',
  checkFile: 'Check file',
  back: 'Back',
  cancel: 'Cancel',
  importRowsOne: 'Import 1 row',
  importRowsMany: 'Import {{count}} rows',
  stopTitle: 'Stop the import?',
  stopContent: 'Rows already written stay; importing the same file again finishes the job.',
  stopImport: 'Stop import',
  keepImporting: 'Keep importing',
  columnTitles: 'The first row of the file holds the column titles: {{titles}}.',
  downloadTemplate: 'Download a template',
  dropFile: 'Click or drag a CSV file here',
  uploadHint: 'Nothing is uploaded until you check the file. At most {{rows}} rows and {{megabytes}} MB.',
  onlyCsv: 'Choose a CSV file (.csv).',
  noRows: 'The file has its header row and nothing under it: there is nothing to import.',
  rowsOne: '1 row',
  rowsMany: '{{count}} rows',
  chooseAnotherFile: 'Choose another file',
  mappingIntro: "Choose the file's column for each of ours; fields marked * are required.",
  /** Read out after a required field's title (the * is not). */
  required: ' (required)',
  notImported: '— not imported —',
  /** Between the fields one column of the file is chosen for: 'Name and Code'. */
  and: ' and ',
  sharedColumn: "The file's column '{{header}}' is chosen for {{fields}}.",
  unusedColumns: 'Columns of the file not imported: {{columns}}.',
  progressLabel: 'Import progress',
  sendingFile: 'Sending the file: {{percent}}%',
  serverChecks: 'The file is sent; the server checks every row...',
  serverWrites: 'The file is sent; the server writes the rows...',
  cancelWarning:
    'Cancel stops the import: rows already written stay, and importing the same file again finishes the job.',
  checkSummary: '{{created}} to create, {{updated}} to update, {{unchanged}} unchanged, {{failed}} with errors',
  importSummary: '{{created}} created, {{updated}} updated, {{unchanged}} unchanged, {{failed}} failed',
  errorsSkipped: 'Rows with errors are not imported.',
  nothingToImport: 'Nothing to import: every valid row is already here as the file has it.',
  unchangedOne: '1 row unchanged: left as they are.',
  unchangedMany: '{{count}} rows unchanged: left as they are.',
  cancelled: 'Import cancelled. Rows already written stay; importing the same file again finishes the job.',
  failedMidway: 'Rows written before the failure stay; importing the same file again finishes the job.',
  noAnswer: 'The server could not be reached: check the connection and try again.',
  errors: 'Errors',
  downloadErrors: 'Download errors as CSV',
  /** The errors' table and its CSV file. */
  'column.row': 'Row',
  'column.column': 'Column',
  'column.value': 'Value',
  'column.message': 'Message',
});
