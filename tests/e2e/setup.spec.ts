import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { downloadCsv } from './csv.ts';
import { openedDialog } from './dialog.ts';
import { clickOption, openSelect, pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

const stamp = Date.now().toString().slice(-6);
const propertyName = `Harbor Point ${stamp}`;
const lastName = `Tester${stamp}`;

function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').getByText(text);
}

/**
 * Searches a list for one record and waits until the list shows only it: a click on a row while
 * the search's own read is still loading lands on the table's loading overlay and is lost.
 */
async function searchForOne(page: Page, text: string) {
  await page.getByPlaceholder(/Search/).fill(text);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test('a property gets insurance data, then an on-call number once it is saved', async ({ page }) => {
  await openSignedIn(page, '/properties', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page).toHaveURL(/\/setup\/property\/new$/);
  await page.getByLabel('Property#').fill(`P-${stamp}`);
  await page.getByLabel('Name', { exact: true }).fill(propertyName);
  await page.getByLabel('# of Units').fill('24');
  await page.getByLabel('City').fill('Decatur');
  await page.getByLabel('Phone Number', { exact: true }).fill('2175550188');
  await page.getByLabel('Policy Number').fill(`POL-${stamp}`);
  await page.getByLabel('Contact Phone').fill('3125550142');
  await page.getByLabel('Deductible').fill('1500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Property Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);

  await searchForOne(page, propertyName);
  const row = page.getByRole('row', { name: new RegExp(propertyName) });
  await expect(row).toContainText('Decatur');
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByLabel('Policy Number')).toHaveValue(`POL-${stamp}`);
  await expect(page.getByLabel('Contact Phone')).toHaveValue('(312) 555-0142');
  await page.getByRole('button', { name: 'Enable On-Call Phone Number' }).click();
  await expect(page.getByText(/\(217\) 555-01\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable On-Call Phone Number' })).toHaveCount(0);
});

test('a user is associated to the new property and a group, archived, and found again with show archived', async ({
  page,
}) => {
  await openSignedIn(page, '/setup/people', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email Address').fill(`jordan.${stamp}@harbor.example`);
  await page.getByLabel('Phone Number').fill('2175550177');
  await pickOption(page, page.getByLabel('Role', { exact: true }), 'Viewer');
  // The property picker searches the server as you type (a company may have 100,000 properties).
  const propertyPicker = page.getByRole('combobox', { name: 'Select a property', exact: true });
  await openSelect(propertyPicker);
  await propertyPicker.fill(stamp);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
  await clickOption(page, propertyName);
  await page.getByRole('button', { name: /Add Property$/ }).click();
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Select a property group', exact: true }),
    'North Portfolio',
  );
  await page.getByRole('button', { name: /Add Property Group$/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(propertyName) })).toBeVisible();
  await expect(page.getByRole('row', { name: /North Portfolio/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Person Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/people$/);

  await searchForOne(page, lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Viewer');
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(propertyName) })).toBeVisible();
  await page.getByRole('switch', { name: 'Archive User' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Person Saved.')).toBeVisible();

  await page.getByPlaceholder(/Search/).fill(lastName);
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(0);
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  // Users show the Archived column only while 'show archived' is on (spec 000 §2).
  await expect(page.getByRole('columnheader', { name: 'Archived' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'show archived' }).click();
  await expect(page.getByRole('columnheader', { name: 'Archived' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
});

test("a vendor with 'all properties' has the single-property picker disabled", async ({ page }) => {
  await openSignedIn(page, '/vendors', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = await openedDialog(page);
  await dialog.getByLabel('Name', { exact: true }).fill(`Allied Restoration ${stamp}`);
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('placeholder', '(555) 555-5555');
  await dialog.getByRole('checkbox', { name: 'All properties' }).check();
  await expect(dialog.getByRole('button', { name: /Add Property$/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Vendor Saved.')).toBeVisible();
  await page.getByPlaceholder(/Search/).fill(`Allied Restoration ${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Allied Restoration ${stamp}`) })).toContainText(
    'Disaster Recovery',
  );
});

test('Download CSV gives the rows of the current search with the list columns', async ({ page }) => {
  await openSignedIn(page, '/properties', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('row', { name: /Lakeview Apartments/ })).toBeVisible();
  await page.getByPlaceholder(/Search/).fill('Harbor Point');
  // The search is applied (after its pause) when the other properties leave the list.
  await expect(page.getByRole('row', { name: /Lakeview Apartments/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(propertyName) })).toBeVisible();
  const { fileName, rows: data } = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(fileName).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(data[0]).toEqual(['Number', 'Name', 'Address', '# Units', 'Archived']);
  const rows = data.slice(1);
  expect(rows.length).toBeGreaterThanOrEqual(1);
  // The pager's summary counts the same rows (a short list: the total is exact).
  await expect(page.getByText(`1–${rows.length} of ${rows.length}`, { exact: true })).toBeVisible();
  expect(rows.map((cells) => cells[1]).filter((name) => !name.includes('Harbor Point'))).toEqual([]);
  expect(rows).toContainEqual([`P-${stamp}`, propertyName, 'Decatur', '24', 'No']);
});
