import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { navigation, openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

async function topLevelItems(page: Page): Promise<string[]> {
  const nav = navigation(page);
  await expect(nav.getByRole('link', { name: 'Resources' })).toBeVisible();
  const items = nav.locator('.ant-menu-root > .ant-menu-item, .ant-menu-root > .ant-menu-submenu');
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

test('the admin sees every menu, and the Setup menu lists every setup screen', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  expect(await topLevelItems(page)).toEqual([
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

test('the reporter sees only Resources in the menu and the report cards on home', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.reporter.email);
  expect(await topLevelItems(page)).toEqual(['Resources']);
  await expect(page.getByRole('link', { name: /Add Event/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /My Tasks/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Event Status/ })).toHaveCount(0);
});

test('the viewer sees the Dashboard item and the home dashboard with the New badge', async ({ page }) => {
  await openSignedIn(page, '/', DEMO_LOGINS.viewer.email);
  expect(await topLevelItems(page)).toEqual(['Dashboard', 'Resources']);
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
