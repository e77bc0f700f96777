import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

test('the admin creates a role with a permission, then renames it', async ({ page }) => {
  const name = `Night Supervisor ${Date.now()}`;
  await openSignedIn(page, '/positionTypes', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();

  await page.getByRole('button', { name: /Add/ }).first().click();
  const dialog = await openedDialog(page);
  await expect(dialog.getByLabel('Name')).toHaveValue('Position');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Manage Events').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message-notice').getByText('Position Saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder(/Search/).fill('Night Supervisor');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: /Edit/ }).click();
  await openedDialog(page);
  await expect(dialog.getByLabel('Manage Events')).toBeChecked();
  await dialog.getByLabel('Name').fill(`${name} (renamed)`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${name} \\(renamed\\)`) })).toBeVisible();
});

test('saving a blank name is not possible', async ({ page }) => {
  await openSignedIn(page, '/positionTypes', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: /Add/ }).first().click();
  const dialog = await openedDialog(page);
  await dialog.getByLabel('Name').fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('a user without manageRoles does not get the roles screen', async ({ page }) => {
  await openSignedIn(page, '/positionTypes', DEMO_LOGINS.manager.email);
  await expect(page.getByRole('heading', { name: 'Roles' })).toHaveCount(0);
});
