import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { navigation, openSignedIn, signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

test('a signed-out visitor signs in on the real login page and lands on the path they asked for', async ({ page }) => {
  await page.goto('/positionTypes?from=bookmark');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await signIn(page, DEMO_LOGINS.admin.email);
  await expect(page).toHaveURL((url) => url.pathname === '/positionTypes' && url.search === '?from=bookmark');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_LOGINS.admin.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
});

test('the show parameter asks for the passwordless variant', async ({ page }) => {
  await page.goto('/?show=1');
  await expect(page.getByText('Change the way you recover by how you respond.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('E-mail').fill(DEMO_LOGINS.reporter.email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText('Check your e-mail for a sign-in link.')).toBeVisible();
});

test('the login with two companies chooses one, and the menu follows that company', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_LOGINS.both.email);
  const chooser = await openedDialog(page, 'Select your company to begin');
  await expect(chooser).toBeVisible();
  await chooser.getByRole('combobox').click();
  await page.getByTitle('Summit Residential').click();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Summit switched routine tasks off; Casey is an admin there.
  await expect(navigation(page).getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Tasks', exact: true })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText(DEMO_LOGINS.both.email)).toBeVisible();
  await page.getByRole('button', { name: 'Pick Your Company' }).click();
  await expect(page).toHaveURL(/\/pickCompanyOfInterest$/);
});

test('a login with no company sees the blocking Unrecognized User Name modal', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_LOGINS.nobody.email);
  const modal = await openedDialog(page, 'Unrecognized User Name');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Log in again with a different user name' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('logging out returns to the site origin and asks for sign-in again', async ({ page }) => {
  await openSignedIn(page, '/profile', DEMO_LOGINS.viewer.email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentCompanyId'))).toBeNull();
});
