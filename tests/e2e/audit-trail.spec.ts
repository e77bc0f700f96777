import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { clickMenuLink, openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

/**
 * Setup → Audit Trail (issue 28, 3): the Harbor admin opens the trail from the Setup menu, sees
 * the seeded records sealed, filters by kind and by record, and Verify says the chain is intact. The page passes
 * axe at 1280 px and at 390 px.
 */

test('list, filter by kind, verify the chain; axe-clean at 1280 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  await clickMenuLink(page, 'Setup', 'Audit Trail');
  await expect(page).toHaveURL(/\/setup\/audit-trail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const problems = await axeViolations(page, 'Audit Trail · list');

  // The demo's seeded events are sealed: filter by their kind, then by one record.
  await page.getByLabel('Kind (e.g. vendor.updated)').fill('event.created');
  await expect(rows.first()).toContainText('event.created');
  await expect(rows.last()).toContainText('event.created');
  const recordId = (await rows.first().locator('code').last().textContent()) ?? '';
  expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel('Record id').fill(recordId);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(recordId);

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The chain is intact' })).toBeVisible();
  problems.push(...(await axeViolations(page, 'Audit Trail · verified')));

  await page.setViewportSize({ width: 390, height: 844 });
  // The phone's header (menu button and drawer) has taken the bar's place before axe looks.
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  problems.push(...(await axeViolations(page, 'Audit Trail · 390 px')));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
