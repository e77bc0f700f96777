import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';

/**
 * The analytics dashboard (/bold-dashboard): the filter lives in the address (a shared or
 * reloaded view shows the same figures), every chart is drawn with its figures in a table beside
 * it and a CSV of them. Harbor's demo events in September 2026: Lakeview Apartments (the first
 * property) has a Water Intrusion on 09/02 and on 09/22, Oak Street Lofts one on 09/07.
 */

function card(page: Page, title: string) {
  return page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
}

/** The Total cell of a day's row in a card's table. */
function totalOf(page: Page, title: string, day: string) {
  return card(page, title).getByRole('row').filter({ hasText: day }).getByRole('cell').last();
}

test('the dashboard keeps its filter in the address, draws its charts and shows their figures as tables', async ({
  page,
}, testInfo) => {
  const september = '/bold-dashboard?from=2026-09-01&to=2026-09-30';
  await openSignedIn(page, september, DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date range' }).first()).toHaveValue('09/01/2026');

  // Every property: the three events of those days, by type, day by day.
  await expect(totalOf(page, 'Events by type', '09/02/2026')).toHaveText('1');
  await expect(totalOf(page, 'Events by type', '09/07/2026')).toHaveText('1');
  await expect(totalOf(page, 'Events by type', '09/03/2026')).toHaveText('0');
  // The chart is drawn (a canvas) and named as an image whose figures are in the table.
  const chart = card(page, 'Events by type').getByRole('img', { name: /^Events by type chart/ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  // No claims yet: a sentence, not blank axes.
  await expect(card(page, 'Claims by month: total loss vs settlement')).toContainText(
    'No claims with a claim date between 09/01/2026 – 09/30/2026.',
  );
  // Harbor has routine tasks (none stored in the demo yet): the tasks card says so.
  await expect(card(page, 'Tasks done on time vs overdue')).toContainText(
    'No routine task due between 09/01/2026 – 09/30/2026 has been done or is overdue.',
  );

  // One property: the address keeps it, and Oak Street Lofts' event leaves the figures.
  await pickOption(page, page.getByRole('combobox', { name: 'Property' }), 'Lakeview Apartments');
  await expect(page).toHaveURL(/[?&]propertyId=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/from=2026-09-01&to=2026-09-30/);
  await expect(totalOf(page, 'Events by type', '09/07/2026')).toHaveText('0');
  await expect(totalOf(page, 'Events by type', '09/22/2026')).toHaveText('1');
  const shared = page.url();

  // A reload (or the shared address) opens the same view.
  await page.reload();
  await expect(page).toHaveURL(shared);
  await expect(page.locator('.ant-select-selection-item')).toHaveText('Lakeview Apartments');
  await expect(totalOf(page, 'Events by type', '09/07/2026')).toHaveText('0');
  await expect(totalOf(page, 'Events by type', '09/02/2026')).toHaveText('1');
  await expect(
    card(page, 'Open events by property (top 10)').getByRole('row', { name: /Lakeview Apartments/ }),
  ).toBeVisible();

  // The CSV holds the table's figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Events by type' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^events-by-type-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain('Day,Water Intrusion,Total');
  expect(csv).toContain('09/22/2026,1,1');

  await page.screenshot({ path: testInfo.outputPath('dashboard-desktop.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the width: cards stack, nothing scrolls sideways', async ({ page }, testInfo) => {
    await openSignedIn(page, '/bold-dashboard?from=2026-09-01&to=2026-11-30', DEMO_LOGINS.admin.email);
    await expect(totalOf(page, 'Events by type', '09/2026')).toHaveText('6');
    await expect(card(page, 'Events by status').locator('canvas').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('dashboard-phone.png'), fullPage: true });
  });
});

test('a range without events gets a helpful empty state', async ({ page }) => {
  await openSignedIn(page, '/bold-dashboard?from=2020-01-01&to=2020-01-31', DEMO_LOGINS.viewer.email);
  await expect(page.getByText('No events or claims between 01/01/2020 – 01/31/2020.')).toBeVisible();
  await expect(page.getByText(/Try a longer date range/)).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('a company without routine tasks gets no tasks chart', async ({ page }) => {
  await openSignedIn(page, '/bold-dashboard?from=2026-09-01&to=2026-11-30', DEMO_LOGINS.summitAdmin.email);
  await expect(totalOf(page, 'Events by type', '09/2026')).toHaveText('6');
  await expect(card(page, 'Claims by month: total loss vs settlement')).toBeVisible();
  await expect(page.getByText('Tasks done on time vs overdue')).toHaveCount(0);
});
