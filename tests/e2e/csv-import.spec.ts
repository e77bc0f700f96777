import Papa from 'papaparse';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { downloadCsv } from './csv.ts';
import { openedDialog } from './dialog.ts';
import { changeOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * 'Import CSV' on the Properties list (issue 24) in Chromium, as the demo admin: a 50-row file
 * with three bad rows checked (47 to create, 3 with errors), its error report downloaded, the
 * valid rows imported and found in the list, the same file again (all unchanged); and the modal
 * at 390 px through the mapping, the dry run and a cancelled import. Screenshots go to
 * E2E_SHOTS_DIR when set, to look at.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The window as the user sees it (the modal scrolls inside its own layer, not the page). */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// Headers as a spreadsheet from elsewhere spells them: matched by their synonyms.
const HEADER = ['Prop #', 'Property Name', 'Units', 'Street Address', 'City', 'ST', 'Zip', 'Phone #'];

/** A properties file: row i is property `${prefix}-i`, 'prefix Place i'; `bad` replaces cells of some rows. */
function propertiesFile(prefix: string, count: number, bad: Record<number, Partial<Record<string, string>>> = {}) {
  const rows = Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    const cells: Record<string, string> = {
      'Prop #': `${prefix}-${n}`,
      'Property Name': `${prefix} Place ${n}`,
      Units: String(10 + index),
      'Street Address': `${index + 1} Import Way`,
      City: 'Springfield',
      ST: 'Illinois',
      Zip: '62701',
      'Phone #': '217-555-0142',
      ...bad[index + 1],
    };
    return HEADER.map((title) => cells[title] ?? '');
  });
  return Buffer.from(Papa.unparse([HEADER, ...rows]), 'utf8');
}

// Rows 10, 20 and 30 of the data (spreadsheet rows 11, 21 and 31: the header is row 1).
const BAD_ROWS = {
  10: { 'Phone #': '12' },
  20: { 'Property Name': '' },
  30: { Units: 'many' },
};
// Imported into the second demo company: the other specs read Harbor's properties list, and 47
// more properties would push its first page's rows onto the next.
const FILE = { name: 'summit-properties.csv', mimeType: 'text/csv', buffer: propertiesFile('E2E-IMP', 50, BAD_ROWS) };

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  return openedDialog(page, 'Import Properties from CSV');
}

async function chooseFile(dialog: Locator, file: typeof FILE) {
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
}

/** A field's select of the mapping step (by role: a `has` locator is searched inside its outer one, so not by its label). */
const fieldSelect = (page: Page, field: string) => page.getByRole('combobox', { name: field, exact: true });
const requiredSelect = (page: Page, field: string) => fieldSelect(page, `${field} (required)`);

/** The file's header a field's select shows. */
const chosenColumn = (page: Page, field: string) =>
  page.locator('.ant-select', { has: fieldSelect(page, field) }).locator('.ant-select-selection-item');

async function checkFile(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('heading', { name: 'What the import will do' })).toBeVisible();
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a 50-row properties file with three bad rows: checked, its errors downloaded, imported, then unchanged', async ({
  page,
}) => {
  await openSignedIn(page, '/properties', DEMO_LOGINS.summitAdmin.email);
  let dialog = await openImport(page);
  const problems = await axeViolations(page, 'Import CSV · file');

  const template = await downloadCsv(page, dialog.getByRole('button', { name: 'Download a template' }));
  expect(template.fileName).toBe('properties-import-template.csv');
  expect(template.rows[0]).toEqual([
    'Property #',
    'Name',
    '# of Units',
    'Street',
    'City',
    'State',
    'Postal Code',
    'Phone',
    'Time zone',
    'Archived',
  ]);
  expect(template.rows).toHaveLength(2);

  // Only .csv files, said in words; nothing is sent.
  await dialog.locator('input[type=file]').setInputFiles({ ...FILE, name: 'summit-properties.xlsx' });
  await expect(dialog.getByText('summit-properties.xlsx: Choose a CSV file (.csv).')).toBeVisible();

  await chooseFile(dialog, FILE);
  await expect(dialog.getByText('summit-properties.csv')).toBeVisible();
  await expect(dialog.getByText(/: 50 rows\./)).toBeVisible();
  await expect(chosenColumn(page, 'Property # (required)')).toHaveText('Prop #');
  await expect(chosenColumn(page, '# of Units (required)')).toHaveText('Units');
  await expect(chosenColumn(page, 'Phone (required)')).toHaveText('Phone #');
  await expect(chosenColumn(page, 'Time zone')).toHaveText('— not imported —');
  problems.push(...(await axeViolations(page, 'Import CSV · mapping')));
  await shot(page, 'csv-import-mapping');

  await checkFile(dialog);
  await expect(dialog.getByText('47 to create, 0 to update, 0 unchanged, 3 with errors')).toBeVisible();
  const errorsTable = dialog.getByRole('table');
  // The header row and three rows.
  await expect(errorsTable.getByRole('row')).toHaveCount(4);
  await expect(errorsTable.getByRole('columnheader')).toHaveText(['Row', 'Column', 'Value', 'Message']);
  problems.push(...(await axeViolations(page, 'Import CSV · dry run')));
  await shot(page, 'csv-import-checked');

  const report = await downloadCsv(page, dialog.getByRole('button', { name: 'Download errors as CSV' }));
  expect(report.fileName).toMatch(/^properties-import-errors-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(report.rows[0]).toEqual(['Row', 'Column', 'Value', 'Message']);
  expect(report.rows.slice(1).map(([row, column, value]) => [row, column, value])).toEqual([
    ['11', 'Phone', '12'],
    ['21', 'Name', ''],
    ['31', '# of Units', 'many'],
  ]);
  for (const [, , , message] of report.rows.slice(1)) expect(message).not.toBe('');

  await expect(dialog.getByText('Rows with errors are not imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 47 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(dialog.getByText('47 created, 0 updated, 0 unchanged, 3 failed')).toBeVisible();
  problems.push(...(await axeViolations(page, 'Import CSV · done')));
  await shot(page, 'csv-import-done');
  // The footer's Close (the corner's × is 'Close' too).
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The list was refreshed: the new properties are there, the bad rows' are not.
  const search = page.getByPlaceholder('Search');
  await search.fill('E2E-IMP Place 07');
  await expect(page.getByRole('row', { name: /E2E-IMP-07/ })).toBeVisible();
  await search.fill('E2E-IMP Place 10');
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();

  // The same file again changes nothing.
  dialog = await openImport(page);
  await chooseFile(dialog, FILE);
  await checkFile(dialog);
  await expect(dialog.getByText('0 to create, 0 to update, 47 unchanged, 3 with errors')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the modal fits: mapping adjusted by hand, the dry run, and an import stopped midway', async ({ page }) => {
    await openSignedIn(page, '/properties', DEMO_LOGINS.summitAdmin.email);
    const dialog = await openImport(page);
    expect(await sidewaysScroll(page)).toBe(390);
    await shot(page, 'csv-import-file-390');

    const narrow = propertiesFile('E2E-NARROW', 5, { 5: { 'Phone #': '555' } });
    await chooseFile(dialog, { ...FILE, name: 'narrow.csv', buffer: narrow });
    expect(await sidewaysScroll(page)).toBe(390);
    await shot(page, 'csv-import-mapping-390');

    // A required field left out holds the next step back, and says why.
    await changeOption(page, requiredSelect(page, 'Name'), '— not imported —');
    await expect(dialog.getByText('The file has no Name column (required).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await changeOption(page, requiredSelect(page, 'Name'), 'Property Name');
    await expect(dialog.getByText('The file has no Name column (required).')).toHaveCount(0);
    // A column chosen by hand: the city is not imported.
    await changeOption(page, fieldSelect(page, 'City'), '— not imported —');
    await expect(dialog.getByText('Columns of the file not imported: City.')).toBeVisible();
    expect(await axeViolations(page, 'Import CSV · mapping · 390 px')).toEqual([]);

    await checkFile(dialog);
    await expect(dialog.getByText('4 to create, 0 to update, 0 unchanged, 1 with errors')).toBeVisible();
    // The errors table scrolls inside the modal.
    await expect(dialog.getByRole('row', { name: /^6 Phone 555/ })).toBeAttached();
    expect(await sidewaysScroll(page)).toBe(390);
    await shot(page, 'csv-import-checked-390');

    // The import's request is held at the network, so the import is still running when the user closes.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/import\/properties$/, async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
    await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
    await expect(dialog.getByRole('heading', { name: 'Importing...' })).toBeVisible();
    await expect(dialog.getByText(/rows already written stay, and importing the same file again/)).toBeVisible();
    await shot(page, 'csv-import-running-390');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const ask = await openedDialog(page, 'Stop the import?');
    await ask.getByRole('button', { name: 'Keep importing' }).click();
    await expect(ask).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('heading', { name: 'Import cancelled' })).toBeVisible();
    await expect(dialog.getByText(/Import cancelled\. Rows already written stay/)).toBeVisible();
    release();
    expect(await axeViolations(page, 'Import CSV · cancelled · 390 px')).toEqual([]);
    await shot(page, 'csv-import-cancelled-390');
  });
});
