import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

const ROLES = /\/api\/company\/[^/]+\/positiontypes\?/;

test('the user form waits behind its skeleton until its roles have arrived (issue 9 #14, issue 23 #14)', async ({
  page,
}) => {
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
  // No Role select to pick from while its choices are on their way: the card shows a skeleton.
  await expect(page.getByRole('status', { name: 'Loading the form' })).toBeVisible();
  const role = page.getByLabel('Role', { exact: true });
  await expect(role).toHaveCount(0);
  release();
  await expect(page.getByRole('status', { name: 'Loading the form' })).toHaveCount(0);
  await expect(role).toBeEnabled();
  await pickOption(page, role, 'Viewer');
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
  await pickOption(page, role, 'Viewer');
});

test("a refused user save shows the server's failureReason as an error toast for 4 seconds, and stays", async ({
  page,
}) => {
  await openSignedIn(page, '/setup/people', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Second');
  await page.getByLabel('Last Name').fill('Viewer');
  await page.getByLabel('Email Address').fill(DEMO_LOGINS.viewer.email);
  await pickOption(page, page.getByLabel('Role', { exact: true }), 'Viewer');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page
    .locator('.ant-message-notice')
    .filter({ has: page.locator('.ant-message-error') })
    .getByText(`A person with the e-mail ${DEMO_LOGINS.viewer.email} already exists.`, { exact: true });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/setup\/companyPerson\/new$/);
  // 4 seconds: still there after 3, gone (with its closing animation) before 5.5.
  await page.waitForTimeout(3_000);
  await expect(notice).toBeVisible({ timeout: 1 });
  await expect(notice).toBeHidden({ timeout: 2_500 });
});

test("'All properties' disables the user form's property picker and its Remove buttons", async ({ page }) => {
  await openSignedIn(page, '/setup/people', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add User' }).click();
  const picker = page.getByRole('combobox', { name: 'Select a property', exact: true });
  await pickOption(page, picker, 'Lakeview Apartments');
  await page.getByRole('button', { name: /Add Property$/ }).click();
  const remove = page.getByRole('button', { name: /Remove Lakeview Apartments/ });
  await expect(remove).toBeEnabled();
  await page.getByRole('checkbox', { name: 'All properties' }).check();
  await expect(picker).toBeDisabled();
  await expect(page.getByRole('button', { name: /Add Property$/ })).toBeDisabled();
  await expect(remove).toBeDisabled();
  // The group picker is not tied to the flag.
  await expect(page.getByRole('combobox', { name: 'Select a property group', exact: true })).toBeEnabled();
});
