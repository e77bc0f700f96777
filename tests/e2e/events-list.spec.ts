import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { downloadCsv } from './csv.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

const NUMBER = /^E-\d{4}-\d{5}$/;

function row(page: Page, location: string) {
  return page.getByRole('row').filter({ hasText: location });
}

function statusSelect(page: Page) {
  return page.getByRole('combobox', { name: 'Event Status' });
}

/** Picks an option of the Event Status select and sees the select show it. */
async function pickStatus(page: Page, option: string) {
  const box = statusSelect(page);
  const select = page.locator('.ant-select', { has: box });
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The last option clicked leaves the pointer over a column header, whose sort tooltip can
  // cover the select: move the pointer away and let the tooltip close first.
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-tooltip:visible')).toHaveCount(0);
  // The shown value covers the combobox's input: click the select itself.
  await select.click();
  const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
  await expect(item).toBeInViewport();
  await item.click();
  await expect(select.locator('.ant-select-selection-item')).toHaveText(option);
}

test('the events list: seeded events, status filter, search, kept filters and ?statusType from the address', async ({
  page,
}) => {
  await openSignedIn(page, '/events', DEMO_LOGINS.manager.email);
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();

  // The default filter shows every event but the Complete ones, each with its number.
  const pipeBurst = row(page, 'Unit 204 kitchen');
  await expect(pipeBurst).toBeVisible();
  await expect(pipeBurst.getByRole('cell').nth(9)).toHaveText(NUMBER);
  await expect(pipeBurst.getByRole('link', { name: /^Manage event E-/ })).toHaveAttribute('href', /^\/events\/.+/);
  await expect(pipeBurst.getByRole('img', { name: 'Severity High' })).toBeVisible();
  // The managers-only vandalism shows a closed lock naming the role.
  await expect(row(page, 'Front gate').getByRole('img', { name: /^Visible only to / })).toBeVisible();
  await expect(row(page, 'Laundry room')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Claim Type' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Event' })).toHaveAttribute('href', '/EventAdd');

  // All including Complete shows the completed events; back to the default hides them again.
  await pickStatus(page, 'All including Complete');
  await expect(row(page, 'Laundry room')).toBeVisible();
  await pickStatus(page, 'All excluding Complete');
  await expect(row(page, 'Laundry room')).toHaveCount(0);

  // Claim in Progress offers the Claim Type select.
  await pickStatus(page, 'Claim in Progress');
  await expect(page.getByRole('combobox', { name: 'Claim Type' })).toBeVisible();
  await expect(row(page, 'Front gate')).toBeVisible();
  await expect(row(page, 'Unit 204 kitchen')).toHaveCount(0);
  await pickStatus(page, 'All including Complete');
  await expect(page.getByRole('combobox', { name: 'Claim Type' })).toHaveCount(0);

  // Search narrows the list once typing pauses.
  await page.getByRole('textbox', { name: 'Search' }).fill('Laundry room');
  await expect(row(page, 'Unit 204 kitchen')).toHaveCount(0);
  await expect(row(page, 'Laundry room')).toBeVisible();

  // A reload keeps the filters (localStorage).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('Laundry room');
  await expect(
    page.locator('.ant-select', { has: statusSelect(page) }).locator('.ant-select-selection-item'),
  ).toHaveText('All including Complete');
  await expect(row(page, 'Laundry room')).toBeVisible();
  await expect(row(page, 'Unit 204 kitchen')).toHaveCount(0);

  // A status in the address wins over the kept filters: New, no search.
  await page.goto('/events?statusType=0');
  await expect(
    page.locator('.ant-select', { has: statusSelect(page) }).locator('.ant-select-selection-item'),
  ).toHaveText('New');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(row(page, 'Unit 204 kitchen')).toBeVisible();
  await expect(row(page, 'Parking garage')).toHaveCount(0);

  // Clear goes back to the default filters.
  await pickStatus(page, 'In Progress');
  await expect(row(page, 'Parking garage')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(
    page.locator('.ant-select', { has: statusSelect(page) }).locator('.ant-select-selection-item'),
  ).toHaveText('All excluding Complete');
  await expect(row(page, 'Unit 204 kitchen')).toBeVisible();
  await expect(row(page, 'Parking garage')).toBeVisible();
});

test('Download CSV writes every event the filters match, each cell in words as the table shows it', async ({
  page,
}) => {
  await openSignedIn(page, '/events', DEMO_LOGINS.manager.email);
  const pipeBurst = row(page, 'Unit 204 kitchen');
  await expect(pipeBurst).toBeVisible();
  const cells = await pipeBurst.getByRole('cell').allInnerTexts();
  const shownNumbers = await page
    .locator('.ant-table-row')
    .evaluateAll((rows) => rows.map((element) => element.querySelectorAll('td')[9]?.textContent ?? ''));

  const { fileName, rows } = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(fileName).toMatch(/^events-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows[0]).toEqual([
    'Property',
    'Severity',
    'Type',
    'Category',
    'Location',
    'Status',
    'Claim Type',
    'Privacy',
    'Date/Time',
    'Number',
    'SOP Complete',
  ]);
  const events = rows.slice(1);
  // On screen the property's clock names its zone; the file writes the same time without it (issue 23, 5).
  expect(cells[8]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \S+$/);
  expect(events).toContainEqual([
    cells[0],
    'High',
    'Water Intrusion',
    'Pipe Burst',
    'Unit 204 kitchen',
    'New',
    '',
    'All',
    cells[8].replace(/ \S+$/, ''),
    cells[9],
    'Yes',
  ]);
  // The default filter (all but Complete): the same events as the table, no Complete one.
  expect(events.map((event) => event[9]).sort()).toEqual([...shownNumbers].sort());
  expect(events.map((event) => event[5])).not.toContain('Complete');
  expect(events.map((event) => event[4])).not.toContain('Laundry room');
  // The managers-only vandalism names its roles, where the table shows a closed lock.
  expect(events.find((event) => event[4] === 'Front gate')?.[7]).toMatch(/Property Manager/);

  // The file follows the status filter: Complete gives only the completed events.
  await pickStatus(page, 'Complete');
  await expect(row(page, 'Laundry room')).toBeVisible();
  await expect(row(page, 'Unit 204 kitchen')).toHaveCount(0);
  const complete = (await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }))).rows.slice(1);
  expect(complete.map((event) => event[4])).toContain('Laundry room');
  expect(new Set(complete.map((event) => event[5]))).toEqual(new Set(['Complete']));
});

test('at 390 px wide the events list shows without the page scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/events', DEMO_LOGINS.manager.email);
  await expect(row(page, 'Unit 204 kitchen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Add Event' })).toBeInViewport({ ratio: 1 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(390);
  // The Manage link is pinned to the table's right edge: on screen without scrolling the table.
  await expect(row(page, 'Unit 204 kitchen').getByRole('link', { name: /^Manage event E-/ })).toBeInViewport({
    ratio: 1,
  });
});

test('at 1280 px the Manage column is in view, and a row opens its event by click or by Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/events', DEMO_LOGINS.manager.email);
  const pipeBurst = row(page, 'Unit 204 kitchen');
  const manage = pipeBurst.getByRole('link', { name: /^Manage event E-/ });
  await expect(manage).toBeInViewport({ ratio: 1 });
  const eventPath = await manage.getAttribute('href');

  // A click on any cell (not only the link) opens the event.
  await pipeBurst.getByRole('cell', { name: 'Pipe Burst' }).click();
  await expect(page).toHaveURL((url) => url.pathname === eventPath);
  await page.goBack();

  // The keyboard: the row is a tab stop and Enter opens it.
  await expect(pipeBurst).toBeVisible();
  await pipeBurst.focus();
  await expect(pipeBurst).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === eventPath);
});
