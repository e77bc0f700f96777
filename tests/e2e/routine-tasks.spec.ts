import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { changeOption, clickOption, openSelect, pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

const stamp = Date.now().toString().slice(-6);
const taskName = `Boiler check ${stamp}`;
const editedName = `${taskName} (edited)`;
const PROPERTY = 'Lakeview Apartments';
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Task / Inspection' });
const weekInput = (page: Page) => page.getByRole('textbox', { name: 'Week' });
const dueSection = (page: Page) => page.getByRole('table', { name: /^Due week of / });

/** 'Week of MM/DD/YYYY' moved by whole days, as the page should show it. */
function movedWeekText(text: string, days: number): string {
  const [month, day, year] = text.replace('Week of ', '').split('/').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const two = (n: number) => String(n).padStart(2, '0');
  return `Week of ${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

async function chooseProperty(page: Page) {
  await pickOption(page, page.getByRole('combobox', { name: 'Property', exact: true }), PROPERTY);
}

async function assign(page: Page, name: string) {
  const picker = modal(page).getByRole('combobox', { name: 'Assign a person' });
  await openSelect(picker);
  await picker.fill(name.split(' ')[0]);
  await clickOption(page, name);
  await expect(modal(page).getByRole('region', { name: 'Assigned people' })).toContainText(name);
}

test.describe.configure({ mode: 'serial' });

test('a weekly inspection is scheduled, shown in both views, edited, and its details open and close', async ({
  page,
}) => {
  await openSignedIn(page, '/routinetasks', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByText('Choose a property to continue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Task' })).toBeDisabled();
  await chooseProperty(page);
  await expect(page).toHaveURL(/requestedPropertyId=/);
  await expect(page.getByRole('button', { name: 'Add Task' })).toBeEnabled();

  // The modal: Save waits for every required field, a location and a person.
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: /^(loading )?Save$/ });
  await expect(save).toBeDisabled();
  await pickOption(page, page.getByRole('combobox', { name: 'Procedure' }), 'Monthly Fire Extinguisher Inspection');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(taskName);
  await pickOption(page, page.getByRole('combobox', { name: 'Schedule Type' }), 'Weekly');
  await expect(dialog.getByRole('switch', { name: 'Include Weekends' })).toBeChecked();
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await dialog.getByRole('switch', { name: day }).click();
  }
  const locationName = dialog.getByRole('textbox', { name: 'Location Name' });
  const addLocation = dialog.getByRole('button', { name: 'Add Location' });
  await expect(dialog.getByRole('textbox', { name: 'Location Type' })).toHaveValue('Adhoc');
  await expect(addLocation).toBeDisabled();
  await locationName.fill('Boiler Room');
  await addLocation.click();
  // The same name and type, in another case, cannot be added twice.
  await locationName.fill('boiler room');
  await expect(addLocation).toBeDisabled();
  await locationName.fill('Roof Deck');
  await addLocation.click();
  await expect(dialog.getByRole('button', { name: /^Remove location / })).toHaveCount(2);
  await expect(save).toBeDisabled();
  await assign(page, DEMO_LOGINS.reporter.name);
  await assign(page, DEMO_LOGINS.manager.name);
  await expect(save).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/routine-task-modal.png`, fullPage: true });
  await save.click();
  await expect(dialog).toBeHidden();

  // List View: the task with its start date.
  const listRow = page.getByRole('table', { name: 'Tasks' }).getByRole('row', { name: new RegExp(taskName) });
  await expect(listRow).toBeVisible();
  await expect(listRow).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // Current Tasks: due this week, two locations and two people as count badges.
  await page.getByText('Current Tasks', { exact: true }).click();
  await expect(page).toHaveURL(/requestedWeekOf=/);
  await expect(weekInput(page)).toHaveValue(/^Week of \d{2}\/\d{2}\/\d{4}$/);
  const thisWeek = await weekInput(page).inputValue();
  const dueRow = dueSection(page)
    .getByRole('row', { name: new RegExp(taskName) })
    .first();
  await expect(dueRow).toBeVisible();
  await expect(dueRow).toContainText('Not Started');
  await dueRow.getByRole('button', { name: '2 Locations' }).click();
  await expect(page.getByRole('menuitem', { name: 'Roof Deck' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dueRow.getByRole('button', { name: '2 People' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/routine-tasks-week.png`, fullPage: true });

  // The arrows and 'This Week' move the week.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(weekInput(page)).toHaveValue(movedWeekText(thisWeek, 7));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(weekInput(page)).toHaveValue(movedWeekText(thisWeek, -7));
  await page.getByRole('button', { name: 'This Week' }).click();
  await expect(weekInput(page)).toHaveValue(thisWeek);

  // Edit Task from the week view.
  await dueSection(page)
    .getByRole('row', { name: new RegExp(taskName) })
    .first()
    .getByText('Edit Task')
    .click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(taskName);
  await expect(
    dialog.getByRole('region', { name: 'Assigned people' }).getByRole('button', { name: /^Remove / }),
  ).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(editedName);
  await save.click();
  await expect(dialog).toBeHidden();
  const editedRow = dueSection(page).getByRole('row', { name: new RegExp(editedName.replace(/[()]/g, '\\$&')) });
  await expect(editedRow.first()).toBeVisible();

  // View Details, then Close back to the same property and week.
  const weekUrl = page.url();
  await editedRow.first().getByText('View Details').click();
  await expect(page).toHaveURL(/\/manageroutinetask\?instanceId=.+&fromPropertyId=.+&fromWeekOf=/);
  await expect(page.getByRole('heading', { name: 'Task Details' })).toBeVisible();
  await expect(page.getByText(`${PROPERTY} - Boiler Room`)).toBeVisible();
  await expect(page.getByText('Not Started', { exact: true })).toBeVisible();
  await expect(page.getByText('Task/Inspection Requirements')).toBeVisible();
  await expect(page.getByText('Date Started')).toHaveCount(0);
  await changeOption(page, page.getByRole('combobox', { name: 'Location' }), 'Roof Deck (Not Started)');
  await expect(page.getByText(`${PROPERTY} - Roof Deck`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/routine-task-details.png`, fullPage: true });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(weekUrl);
  await expect(weekInput(page)).toHaveValue(thisWeek);
  await expect(dueSection(page)).toContainText(editedName);

  // The Routine Task Instances modal from List View.
  await page.getByText('List View', { exact: true }).click();
  await page
    .getByRole('table', { name: 'Tasks' })
    .getByRole('row', { name: new RegExp(editedName.replace(/[()]/g, '\\$&')) })
    .getByRole('button', { name: 'Instances' })
    .click();
  const instances = await openedDialog(page, 'Routine Task Instances');
  await expect(instances.getByRole('table', { name: 'Current instances' })).toContainText('Not Started');
  await instances.getByText('Upcoming', { exact: true }).click();
  await expect(instances.getByRole('table', { name: 'Upcoming instances' })).toContainText(editedName);
  await instances.getByText('Completed', { exact: true }).click();
  await expect(instances.getByText('No completed instances')).toBeVisible();
});

test('at 390 px the Tasks screen scrolls its tables inside their cards, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/routinetasks', DEMO_LOGINS.admin.email);
  await chooseProperty(page);
  await page.getByText('Current Tasks', { exact: true }).click();
  await expect(dueSection(page)).toContainText(editedName);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/routine-tasks-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(modal(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/routine-task-modal-390.png`, fullPage: true });
});

test('a week too far ahead for one read shows the last week that fits, and Next stops there', async ({ page }) => {
  await openSignedIn(page, '/routinetasks', DEMO_LOGINS.admin.email);
  await chooseProperty(page);
  await page.getByText('Current Tasks', { exact: true }).click();
  const url = new URL(page.url());
  const farAhead = new Date(Date.now() + 3 * 365 * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  url.searchParams.set(
    'requestedWeekOf',
    `${two(farAhead.getUTCMonth() + 1)}/${two(farAhead.getUTCDate())}/${farAhead.getUTCFullYear()}`,
  );
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  // The shown week is read without an error (it lists the weekly task), about ten months ahead.
  await expect(dueSection(page)).toContainText(editedName);
  const shown = await weekInput(page).inputValue();
  const [month, day, year] = shown.replace('Week of ', '').split('/').map(Number);
  const aheadDays = (Date.UTC(year, month - 1, day) - Date.now()) / 86_400_000;
  expect(aheadDays).toBeGreaterThan(290);
  expect(aheadDays).toBeLessThan(320);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeEnabled();
});
