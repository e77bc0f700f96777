import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/** Issue 9, point 16: forms and lists as a careful user sees them. */

const SETUP_LISTS = [
  '/positionTypes',
  '/setup/people',
  '/properties',
  '/vendors',
  '/vendorTypes',
  '/setup/categories',
  '/setup/documentTypes',
  '/setup/propertyGroups',
];

test('a new form waits for the user before showing errors, and names the field', async ({ page }) => {
  await openSignedIn(page, '/vendors', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = await openedDialog(page);
  const name = dialog.getByLabel('Name', { exact: true });
  await expect(name).toBeVisible();
  await expect(dialog.getByText(/is required/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.focus();
  await dialog.getByLabel('Email').focus();
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
});

test("typing 12 in a phone field keeps '12' and says so in the spec's words", async ({ page }) => {
  await openSignedIn(page, '/vendors', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = await openedDialog(page);
  const phone = dialog.getByLabel('Phone');
  await phone.pressSequentially('12');
  await expect(phone).toHaveValue('12');
  await dialog.getByLabel('Email').focus();
  await expect(dialog.getByText('12 is not a valid phone number', { exact: true })).toBeVisible();
});

/** The corner radius of a checkbox's box, against its width: a circle has half its width. */
async function checkboxShape(page: Page, label: string) {
  const box = page
    .getByRole('dialog')
    .locator('label.ant-checkbox-wrapper', { hasText: label })
    .locator('.ant-checkbox-inner');
  return box.evaluate((element) => {
    const style = getComputedStyle(element);
    return { radius: Number.parseFloat(style.borderTopLeftRadius), width: Number.parseFloat(style.width) };
  });
}

test('checkboxes are drawn as squares, not circles', async ({ page }) => {
  await openSignedIn(page, '/positionTypes', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Role' }).click();
  const permission = await checkboxShape(page, 'Manage Events');
  expect(permission.radius).toBeLessThanOrEqual(permission.width / 4);
  await page.goto('/vendors');
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const allProperties = await checkboxShape(page, 'All properties');
  expect(allProperties.radius).toBeLessThanOrEqual(allProperties.width / 4);
});

test('at 390 px wide no setup list makes the page scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, SETUP_LISTS[0], DEMO_LOGINS.admin.email);
  for (const path of SETUP_LISTS) {
    await page.goto(path);
    await expect(page.getByPlaceholder('Search')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, width }).toEqual({ path, width: 390 });
  }
});

test('stacked toasts stay above the list toolbar', async ({ page }) => {
  await openSignedIn(page, '/vendors', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('row', { name: /FlowRight Plumbing/ })).toBeVisible();
  const search = page.getByPlaceholder('Search');
  // Three different refusals, three different toasts.
  const statuses = [500, 403, 404];
  let next = 0;
  await page.route(/\/api\/company\/[^/]+\/vendors\?/, (route) =>
    route.fulfill({ status: statuses[next++ % statuses.length], json: { message: 'refused' } }),
  );
  for (const text of ['a', 'ab', 'abc']) {
    await search.fill(text);
    await expect(page.locator('.ant-message-notice').first()).toBeVisible();
    await page.waitForTimeout(400);
  }
  const toolbarTop = (await search.boundingBox())?.y ?? 0;
  const notices = page.locator('.ant-message-notice');
  // At once, before the first toast's 5 s are over: two on screen, not three.
  await expect(notices).toHaveCount(2, { timeout: 1_000 });
  // Measured in one go: a toast may close between two separate reads.
  const bottoms = await notices.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().bottom),
  );
  expect(bottoms.length).toBeGreaterThan(0);
  for (const bottom of bottoms) expect(bottom).toBeLessThan(toolbarTop);
});
