import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

/** Issue 9, point 13 (spec 000 and 001 details) and the Property Group screens of point 15. */

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.ant-message-notice').getByText(text, { exact: true });

test("Properties always show the Archived column, and the property form's 'Archive Property' is a switch", async ({
  page,
}) => {
  await openSignedIn(page, '/properties', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('switch', { name: 'Show archived' })).not.toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Archived' })).toBeVisible();
  const row = page.getByRole('row', { name: /Lakeview Apartments/ });
  await expect(row).toContainText('No');
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('switch', { name: 'Archive Property' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Archive Property' })).toHaveCount(0);
});

test("the document type modal is 'Add/Edit Document Type' with an Archive switch; an archived type is not Active", async ({
  page,
}) => {
  const name = `Permit ${Date.now()}`;
  await openSignedIn(page, '/setup/documentTypes', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Document Type' }).click();
  const dialog = await openedDialog(page, 'Add/Edit Document Type');
  await expect(dialog.getByRole('switch', { name: 'Archive' })).toBeDisabled();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} Saved sucessfully`)).toBeVisible();

  await page.getByPlaceholder('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await row.getByRole('button', { name: /Edit/ }).click();
  await openedDialog(page, 'Add/Edit Document Type');
  await dialog.getByRole('switch', { name: 'Archive' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show Archived' }).click();
  await expect(row).toContainText('Inactive');
  await expect(row).not.toContainText('Active');
});

test('a property group: Add opens "new", Save sits in the header, properties are listed, and Save returns to the list', async ({
  page,
}) => {
  const name = `Lakeside ${Date.now()}`;
  await openSignedIn(page, '/setup/propertyGroups', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: /Add$/ }).click();
  await expect(page).toHaveURL(/\/setup\/propertyGroup\/new$/);
  const heading = page.getByRole('heading', { name: 'Property Group: New Group' });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Property Group Title')).toHaveAttribute('placeholder', 'Property Group Name');
  await page.getByLabel('Property Group Title').fill(name);
  await expect(page.getByRole('heading', { name: `Property Group: ${name}` })).toBeVisible();

  // Save is in the header, level with the title, above the form.
  const save = page.getByRole('button', { name: 'Save' });
  const titleBox = await page.getByRole('heading', { name: `Property Group: ${name}` }).boundingBox();
  const saveBox = await save.boundingBox();
  const formBox = await page.getByLabel('Property Group Title').boundingBox();
  expect(saveBox && titleBox && formBox).toBeTruthy();
  if (!saveBox || !titleBox || !formBox) return;
  expect(saveBox.y).toBeLessThan(titleBox.y + titleBox.height);
  expect(saveBox.y + saveBox.height).toBeGreaterThan(titleBox.y);
  expect(saveBox.y).toBeLessThan(formBox.y);

  const picker = page.getByRole('combobox', { name: 'Select a property', exact: true });
  await pickOption(page, picker, 'Lakeview Apartments');
  await page.getByRole('button', { name: /Add Property$/ }).click();
  const propertyRow = page.getByRole('row', { name: /Lakeview Apartments/ });
  await expect(propertyRow).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Location' })).toBeVisible();
  await save.click();
  await expect(toast(page, 'Property Group Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/propertyGroups$/);

  await page.getByPlaceholder('Search').fill(name);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Edit Group' })
    .click();
  await expect(page.getByRole('heading', { name: `Property Group: ${name}` })).toBeVisible();
  await expect(propertyRow).toBeVisible();
});
