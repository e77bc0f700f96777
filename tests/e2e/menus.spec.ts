import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { navigation, openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/** The bar's own items (links and the menus' buttons, not the links inside the menus) are exactly `labels`. */
async function expectTopLevelItems(page: Page, labels: string[]): Promise<void> {
  await expect(navigation(page).locator('.main-nav > li > .main-nav-item')).toHaveText(labels);
}

test('the admin sees every menu, and the Setup menu lists every setup screen', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  await expectTopLevelItems(page, [
    'Dashboard',
    'Events',
    'Tasks',
    'Procedures',
    'Setup',
    'Reports',
    'Resources',
    'Policies',
    'Subscriptions',
  ]);
  await navigation(page).getByText('Setup').hover();
  for (const label of [
    'Company Details',
    'Roles',
    'Users',
    'Properties',
    'Vendors',
    'Vendor Types',
    'Event Categories',
    'Document Types',
    'Property Groups',
  ]) {
    await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

test('a header menu opens and closes from the keyboard, and a click elsewhere closes it', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  const setup = navigation(page).getByRole('button', { name: 'Setup' });
  const roles = navigation(page).getByRole('link', { name: 'Roles', exact: true });
  await setup.focus();
  await page.keyboard.press('Enter');
  await expect(setup).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(navigation(page).getByRole('link', { name: 'Company Details' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(roles).toBeHidden();
  await expect(setup).toBeFocused();
  await page.keyboard.press('Space');
  await expect(roles).toBeVisible();
  // The heading's left end: its middle is under the open menu.
  await page.getByRole('heading', { name: /Welcome/ }).click({ position: { x: 5, y: 5 } });
  await expect(roles).toBeHidden();
  await expect(setup).toHaveAttribute('aria-expanded', 'false');
  // Leaving the menu by tabbing on closes it too.
  await setup.click();
  await expect(roles).toBeVisible();
  await navigation(page).getByRole('button', { name: 'Reports' }).focus();
  await expect(roles).toBeHidden();
});

test('the menu marks the page it is on, in the bar and in its menu', async ({ page }) => {
  await openSignedIn(page, '/vendorTypes', DEMO_LOGINS.admin.email);
  const setup = navigation(page).getByRole('button', { name: 'Setup' });
  await expect(setup).toHaveClass(/main-nav-item-active/);
  await setup.click();
  await expect(navigation(page).getByRole('link', { name: 'Vendor Types' })).toHaveAttribute('aria-current', 'page');
  await navigation(page).getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(navigation(page).getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(setup).not.toHaveClass(/main-nav-item-active/);
});

test('on a phone the drawer holds the same menus, opening in place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  await expect(navigation(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawerNav = navigation(page);
  await drawerNav.getByRole('button', { name: 'Setup' }).click();
  await expect(drawerNav.getByRole('button', { name: 'Setup' })).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page, 'navigation drawer, Setup open')).toEqual([]);
  await drawerNav.getByRole('link', { name: 'Vendor Types' }).click();
  await expect(page).toHaveURL(/\/vendorTypes$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the reporter sees only Resources in the menu and the report cards on home', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.reporter.email);
  await expectTopLevelItems(page, ['Resources']);
  await expect(page.getByRole('link', { name: /Add Event/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /My Tasks/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Event Status/ })).toHaveCount(0);
});

test('the viewer sees the Dashboard item and the home dashboard with the New badge', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.viewer.email);
  await expectTopLevelItems(page, ['Dashboard', 'Resources']);
  await expect(page.getByText('NEW!')).toBeVisible();
  await expect(page.getByText('Event Details')).toBeVisible();
});

test('a route whose feature comes later shows a coming-soon page, not an error', async ({ page }) => {
  await openSignedIn(page, '/dashboard-chart', DEMO_LOGINS.admin.email);
  await expect(page.getByText('This feature is coming soon.')).toBeVisible();
});

test('the terms document and the support e-mail are linked in the footer', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.viewer.email);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Terms/ })).toHaveAttribute('href', '/terms.html');
  await expect(footer.getByRole('link', { name: /support@example.com/ })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
});
