import { expect, test } from '@playwright/test';
import { DEMO_LOGINS } from '../../src/server/db/seed/demo-logins.ts';
import { openSignedIn } from './sign-in.ts';

const ROLES = /\/api\/company\/[^/]+\/positiontypes\?/;

test('the Role select cannot be used until its roles have arrived (issue 9, point 14)', async ({ page }) => {
  await openSignedIn(page, '/setup/people', DEMO_LOGINS.admin.email);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ROLES, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add User' }).click();
  const role = page.getByLabel('Role', { exact: true });
  await expect(role).toBeDisabled();
  release();
  await expect(role).toBeEnabled();
  await role.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Viewer', { exact: true }).click();
  await expect(page.locator('.ant-select', { has: role })).toContainText('Viewer');
});

test('a failed read of the roles says so, and opening the select tries again', async ({ page }) => {
  await openSignedIn(page, '/setup/people', DEMO_LOGINS.admin.email);
  let failing = true;
  await page.route(ROLES, (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'x' } }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Add User' }).click();
  const role = page.getByLabel('Role', { exact: true });
  const select = page.locator('.ant-select', { has: role });
  await expect(select).toContainText('The choices could not be loaded: open to try again');
  failing = false;
  await role.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Viewer', { exact: true }).click();
  await expect(select).toContainText('Viewer');
});
