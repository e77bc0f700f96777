import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { downloadCsv } from './csv.ts';
import { clickMenuLink, openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The two reports (spec 001 §2 'Reports') as the demo admin uses them: Event Counts sorted on the
 * server and downloaded; Insurance Claims by date range (the demo seed's two closed Harbor claims),
 * paged on the server, its shortcuts, messages, spinner, clearing, and download.csv from the server.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** The texts of one column of a table's body rows. */
async function columnTexts(page: Page, table: string, index: number): Promise<string[]> {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr.ant-table-row');
  return rows.evaluateAll(
    (elements, i) => elements.map((row) => (row.querySelectorAll('td')[i] as HTMLElement).innerText.trim()),
    index,
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 'March 2026' -> 202603, so months compare in time order. */
const monthKey = (text: string) => {
  const [name, year] = text.split(' ');
  return Number(year) * 100 + MONTHS.indexOf(name) + 1;
};

test('Event Counts: the counts per property, type, category and month, sorted on the server, as CSV', async ({
  page,
}) => {
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  await clickMenuLink(page, 'Reports', 'Event Counts');
  await expect(page).toHaveURL(/\/reports\/propertyEventTypeCount$/);
  await expect(page.getByRole('heading', { name: 'Event Counts' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Event Counts' });
  await expect(table.getByRole('columnheader')).toHaveText(['Property', 'Type', 'Category', 'Month', 'Count']);
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // The default order: property A–Z; months are written as months.
  const properties = await columnTexts(page, 'Event Counts', 0);
  expect(properties.length).toBeGreaterThan(3);
  expect(properties).toEqual([...properties].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  for (const month of await columnTexts(page, 'Event Counts', 3)) expect(month).toMatch(/^[A-Z][a-z]+ \d{4}$/);

  // Count: a click sorts it descending, a second ascending (the server's order).
  await table.getByRole('columnheader', { name: 'Count' }).click();
  await expect(table.getByRole('columnheader', { name: 'Count' })).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const counts = (await columnTexts(page, 'Event Counts', 4)).map(Number);
      return counts.join(',') === [...counts].sort((a, b) => b - a).join(',');
    })
    .toBe(true);
  await table.getByRole('columnheader', { name: 'Month' }).click();
  await table.getByRole('columnheader', { name: 'Month' }).click();
  await expect(table.getByRole('columnheader', { name: 'Month' })).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const months = (await columnTexts(page, 'Event Counts', 3)).map(monthKey);
      return months.length > 0 && months.join(',') === [...months].sort((a, b) => a - b).join(',');
    })
    .toBe(true);
  const shown = await table.locator('tbody tr.ant-table-row').first().getByRole('cell').allInnerTexts();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/event-counts.png`, fullPage: true });

  // 'Download CSV': every row in the order shown, each cell as the table writes it.
  const { fileName, rows } = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(fileName).toMatch(/^event-counts-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows[0]).toEqual(['Property', 'Type', 'Category', 'Month', 'Count']);
  expect(rows[1]).toEqual(shown.map((cell) => cell.trim()));
});

test('Insurance Claims: range picker with shortcuts, messages, spinner, clearing, and download.csv', async ({
  page,
}) => {
  await openSignedIn(page, '/reports/insuranceClaims', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Insurance Claims' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Insurance Claims' });
  const download = page.getByRole('button', { name: 'Download as CSV' });

  // No range yet: the message, no rows, nothing to download.
  await expect(page.getByText('Select a date range to search for claims')).toBeVisible();
  await expect(download).toBeDisabled();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Title',
    'Event Number',
    'Date of Incident',
    'Property',
    'Type',
    'Category',
    'Claim Type',
    'Date of Claim',
    'Insurance Co.',
    'Adjuster Name',
    'Policy Number',
    'Claim Number',
    'Deductible',
    'Adjustment',
    'Cost Estimate',
    'Current Status',
  ]);

  // The picker: both ends say 'Select a date range' and cannot be typed in.
  const start = page.getByPlaceholder('Select a date range').first();
  await expect(page.getByPlaceholder('Select a date range')).toHaveCount(2);
  await expect(start).toHaveAttribute('readonly', '');

  // The tooltip states the dates claims exist in (from the demo claims of October 2026 to the
  // latest claim, which another test may have filed today).
  await page.getByRole('img', { name: 'Claim dates' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Claims exist from 10\/\d{2}\/2026 to \d{2}\/\d{2}\/\d{4}\.$/);
  await page.mouse.move(0, 0);

  // 'All Claims': the whole range; the answer is held back a moment to see the spinner.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The table asks the server for one page of the range at a time.
  let asked: URL | undefined;
  await page.route(
    '**/reports/insuranceClaim?*',
    async (route) => {
      asked = new URL(route.request().url());
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await start.click();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/insurance-claims-picker.png` });
  const allClaims = page.getByRole('button', { name: /^All Claims: 10\/\d{2}\/2026 - \d{2}\/\d{2}\/\d{4}$/ });
  await allClaims.click();
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toBeVisible();
  release();
  const washer = table.getByRole('row').filter({ hasText: 'Washer supply line leak' });
  const dogBite = table.getByRole('row').filter({ hasText: 'Resident dog bite' });
  await expect(washer).toBeVisible();
  await expect(dogBite).toBeVisible();
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
  expect(asked?.searchParams.get('page')).toBe('1');
  expect(asked?.searchParams.get('pageSize')).toBe('25');
  const washerCells = await washer.getByRole('cell').allInnerTexts();
  expect(washerCells).toEqual([
    'Washer supply line leak',
    expect.stringMatching(/^E-2026-\d{5}$/),
    expect.stringMatching(/^10\/\d{2}\/2026$/),
    expect.any(String),
    'Water Intrusion',
    'Appliance Leak',
    'Property Casualty',
    expect.stringMatching(/^10\/\d{2}\/2026$/),
    'Great Lakes Mutual',
    'Dana Whitfield',
    'GLM-204-1187',
    'CLM-2026-0412',
    '$1,000.00',
    '$7,450.75',
    '$8,450.75',
    'Closed Paid',
  ]);
  // Empty values show '--'.
  const dogBiteCells = await dogBite.getByRole('cell').allInnerTexts();
  expect(dogBiteCells[9]).toBe('--');
  expect(dogBiteCells[11]).toBe('--');
  expect(dogBiteCells[15]).toBe('Closed Denied');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/insurance-claims.png`, fullPage: true });

  // 'Download as CSV': every claim of the range, written by the server (its export, opened with a
  // download ticket), as download.csv: the same cells, dates MM/DD/YYYY, empty values empty.
  await expect(download).toBeEnabled();
  const { fileName, rows, url } = await downloadCsv(page, download);
  expect(new URL(url).pathname).toMatch(/\/reports\/insuranceClaim\/export$/);
  expect(new URL(url).searchParams.has('ticket')).toBe(true);
  expect(fileName).toBe('download.csv');
  expect(rows[0]).toHaveLength(16);
  expect(rows[0][0]).toBe('Title');
  expect(rows.slice(1).find((row) => row[0] === 'Washer supply line leak')).toEqual(washerCells);
  const dogBiteRow = rows.slice(1).find((row) => row[0] === 'Resident dog bite');
  expect(dogBiteRow?.[9]).toBe('');
  expect(dogBiteRow?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // A range without claims says so, and offers nothing to download.
  await start.click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  await dropdown.locator('.ant-picker-header-super-prev-btn').first().click();
  const year = await dropdown.locator('.ant-picker-year-btn').first().innerText();
  await dropdown.locator('td.ant-picker-cell-in-view').nth(0).click();
  await dropdown.locator('td.ant-picker-cell-in-view').nth(1).click();
  await expect(page.getByText('There are no claims matching the chosen date range!')).toBeVisible();
  await expect(start).toHaveValue(new RegExp(`^\\d{2}/01/${year}$`));
  await expect(download).toBeDisabled();

  // 'Last 90 days': three months back to today.
  await start.click();
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  const today = new Date();
  const back = new Date(today.getFullYear(), today.getMonth() - 3, 1);
  const lastDay = new Date(back.getFullYear(), back.getMonth() + 1, 0).getDate();
  const us = (date: Date) =>
    `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
  await expect(start).toHaveValue(
    us(new Date(back.getFullYear(), back.getMonth(), Math.min(today.getDate(), lastDay))),
  );
  await expect(page.getByPlaceholder('Select a date range').last()).toHaveValue(us(today));
  await expect(page.getByText('Select a date range to search for claims')).toHaveCount(0);

  // Clearing the range empties the list.
  await page.locator('.ant-picker-range').hover();
  await page.locator('.ant-picker-clear').click();
  await expect(page.getByText('Select a date range to search for claims')).toBeVisible();
  await expect(washer).toHaveCount(0);
  await expect(download).toBeDisabled();
});
