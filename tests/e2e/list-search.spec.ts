import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

/** Issue 9, point 12: what a user types into a list's search is searched for, or told why not. */

test('% and _ in a search match themselves', async ({ page }) => {
  const name = `50%_off ${Date.now()}`;
  await openSignedIn(page, '/vendorTypes', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Vendor Type' }).click();
  const dialog = await openedDialog(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const search = page.getByPlaceholder('Search');
  await search.fill('0%_o');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  // As wildcards they would match every row ('%') or any one character ('_').
  await search.fill('%');
  await expect(page.getByRole('row', { name: /General Contractor/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await search.fill('0_%');
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
});

test('a search longer than the limit is cut to it, never refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 400) refused.push(response.url());
  });
  await openSignedIn(page, '/properties', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('row', { name: /Lakeview Apartments/ })).toBeVisible();
  const search = page.getByPlaceholder('Search');
  await search.fill('x'.repeat(1000));
  await expect(search).toHaveValue('x'.repeat(200));
  await expect(page.getByRole('row', { name: /Lakeview Apartments/ })).toHaveCount(0);
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  expect(refused).toEqual([]);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});

test('a list read the server refuses tells the user why', async ({ page }) => {
  await openSignedIn(page, '/vendors', DEMO_LOGINS.admin.email);
  await page.route(/\/api\/company\/[^/]+\/vendors\?/, (route) =>
    route.fulfill({ status: 400, json: { message: 'querystring.search must be at most 200 characters' } }),
  );
  await page.getByPlaceholder('Search').fill('plumb');
  const notice = page
    .locator('.ant-message-notice')
    .getByText('The request was refused: querystring.search must be at most 200 characters');
  await expect(notice).toBeVisible();
  // Top centre, like every global toast (spec 000 §8).
  const box = await notice.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(20);
  expect(box?.y ?? 999).toBeLessThan(60);
});
