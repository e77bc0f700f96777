import fs from 'node:fs';
import { ANALYTICS_MESSAGES } from '../../src/domain/analytics/analytics-range.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The analytics dashboard (/bold-dashboard): headline figures of today on top, the filter in the
 * address (a shared or reloaded view shows the same figures), every chart drawn with its figures
 * in a folded table under it and a CSV of them. Harbor's demo events in September 2026: Lakeview
 * Apartments (the first property) has a Water Intrusion on 09/02 and on 09/22, Oak Street Lofts
 * one on 09/07. Screenshots at 1280 and 390 px go to /tmp/analytics-dashboard-*.png, to look at.
 */

function card(page: Page, title: string) {
  return page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
}

/** A card's folded table of figures: its header (a button) says whether it is open. */
function tableToggle(page: Page, title: string) {
  return card(page, title).getByRole('button', { name: 'Table of figures' });
}

async function openTable(page: Page, title: string) {
  const toggle = tableToggle(page, title);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The Total cell of a day's row in a card's table (opened first). */
async function totalOf(page: Page, title: string, day: string) {
  await openTable(page, title);
  return card(page, title).getByRole('row').filter({ hasText: day }).getByRole('cell').last();
}

const CHART_CARDS = [
  'Events by type',
  'Events by status',
  'Open events by property (top 10)',
  'Events by severity',
  'SOP completion',
  'Time to complete SOP',
  'Claims by month: total loss vs settlement',
];

test('the dashboard keeps its filter in the address, draws its charts and shows their figures as tables', async ({
  page,
}) => {
  const september = '/bold-dashboard?from=2026-09-01&to=2026-09-30';
  await openSignedIn(page, september, DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date range' }).first()).toHaveValue('09/01/2026');

  // Every property: the three events of those days, by type, day by day; the empty days between
  // two busy ones are one line, not four zero rows.
  await expect(await totalOf(page, 'Events by type', '09/02/2026')).toHaveText('1');
  await expect(await totalOf(page, 'Events by type', '09/07/2026')).toHaveText('1');
  await expect(
    card(page, 'Events by type').getByRole('row', { name: '09/03/2026 – 09/06/2026: none (4 days)' }),
  ).toBeVisible();
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
  await expect(
    card(page, 'Events by type').getByRole('row', { name: /09\/03\/2026 – 09\/21\/2026: none/ }),
  ).toBeVisible();
  await expect(await totalOf(page, 'Events by type', '09/22/2026')).toHaveText('1');
  const shared = page.url();

  // A reload (or the shared address) opens the same view.
  await page.reload();
  await expect(page).toHaveURL(shared);
  await expect(page.locator('.ant-select-selection-item')).toHaveText('Lakeview Apartments');
  await expect(await totalOf(page, 'Events by type', '09/02/2026')).toHaveText('1');
  await expect(card(page, 'Events by type').getByRole('row', { name: /09\/07\/2026/ })).toHaveCount(0);
  await openTable(page, 'Open events by property (top 10)');
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
  // The CSV keeps every day, the empty ones too.
  expect(csv).toContain('09/03/2026,0,0');
});

test('the dashboard opens on headline figures, charts and folded tables (1280 px)', async ({ page }) => {
  await openSignedIn(page, '/bold-dashboard', DEMO_LOGINS.admin.email);
  const today = page.getByRole('region', { name: "Today's figures" });
  await expect(today).toContainText(/As of \d\d\/\d\d\/\d{4}, whatever the date range/);
  // Each headline opens the list it counts where one exists: open events, this week's newest first.
  await expect(today.getByRole('link', { name: /^Open events\s*[\d,]+\s*Not Complete$/ })).toHaveAttribute(
    'href',
    '/events?statusType=-2',
  );
  await expect(today.getByRole('link', { name: /^New this week\s*[\d,]+\s*Since / })).toHaveAttribute(
    'href',
    '/events?statusType=-1',
  );
  // No list holds just the open claims: a figure, with its total in dollars.
  await expect(today.getByText('Open claims', { exact: true })).toBeVisible();
  await expect(today.getByText(/^\$[\d,]+\.\d\d total loss$/)).toBeVisible();
  await expect(today.getByRole('link', { name: /^Open claims/ })).toHaveCount(0);
  // Without a chosen property the Tasks screen asks for one.
  await expect(today.getByRole('link', { name: /^Overdue tasks\s*\d+\s*Due before today$/ })).toHaveAttribute(
    'href',
    '/routinetasks',
  );

  // Every chart is drawn, its table folded away: the page is charts, not rows of zeros.
  for (const title of CHART_CARDS) {
    await expect(
      card(page, title).getByRole('img', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')} chart`) }),
    ).toBeVisible();
    await expect(tableToggle(page, title)).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(card(page, 'Events by type').locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/analytics-dashboard-1280.png', fullPage: true });

  // The open-events headline opens the events list not Complete.
  await today.getByRole('link', { name: /^Open events/ }).click();
  await expect(page).toHaveURL(/\/events/);
  await expect(page.getByRole('combobox', { name: 'Event Status' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the width: cards stack, nothing scrolls sideways', async ({ page }) => {
    await openSignedIn(page, '/bold-dashboard', DEMO_LOGINS.admin.email);
    const today = page.getByRole('region', { name: "Today's figures" });
    await expect(today.getByText('Open events', { exact: true })).toBeVisible();
    await expect(today.getByText('Overdue tasks', { exact: true })).toBeVisible();
    await expect(card(page, 'Events by status').locator('canvas').first()).toBeVisible();
    await expect(tableToggle(page, 'Events by status')).toHaveAttribute('aria-expanded', 'false');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/analytics-dashboard-390.png', fullPage: true });

    await page.goto('/bold-dashboard?from=2026-09-01&to=2026-11-30');
    await expect(await totalOf(page, 'Events by type', '09/2026')).toHaveText('6');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a range without events gets a helpful empty state', async ({ page }) => {
  await openSignedIn(page, '/bold-dashboard?from=2020-01-01&to=2020-01-31', DEMO_LOGINS.admin.email);
  await expect(page.getByText('No events or claims between 01/01/2020 – 01/31/2020.')).toBeVisible();
  await expect(page.getByText(/Try a longer date range/)).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
  // Today's figures do not depend on the range.
  await expect(page.getByRole('region', { name: "Today's figures" })).toBeVisible();
});

test('a viewer assigned to no property is told so, not to widen the range', async ({ page }) => {
  // The demo viewer has viewDashboard and no property (not all properties either).
  await openSignedIn(page, '/bold-dashboard?from=2020-01-01&to=2020-01-31', DEMO_LOGINS.viewer.email);
  await expect(page.getByText(ANALYTICS_MESSAGES.notAssigned)).toBeVisible();
  await expect(page.getByText(/Try a longer date range/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: "Today's figures" })).toHaveCount(0);
  await expect(page.getByRole('search', { name: 'Dashboard filter' })).toHaveCount(0);
});

test('a company without routine tasks gets no tasks chart', async ({ page }) => {
  await openSignedIn(page, '/bold-dashboard?from=2026-09-01&to=2026-11-30', DEMO_LOGINS.summitAdmin.email);
  await expect(await totalOf(page, 'Events by type', '09/2026')).toHaveText('6');
  await expect(card(page, 'Claims by month: total loss vs settlement')).toBeVisible();
  await expect(page.getByText('Tasks done on time vs overdue')).toHaveCount(0);
  await expect(page.getByText('Overdue tasks', { exact: true })).toHaveCount(0);
});
