import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { procedureEndpoints } from '../../schemas/procedure/endpoints.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { routineTaskEndpoints } from '../../schemas/routine-task/endpoints.ts';
import { localDateIn } from '../../src/domain/common/calendar-date.ts';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../src/domain/tasks/routine-task-schedule.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiAs } from './api-as.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn } from './sign-in.ts';
import { type Browser, expect, type Page, test } from './test.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const TASK = `Roof walk ${Date.now().toString(36)}`;
const RESUME_TEXT =
  "You are resuming a task already in progress, you will be directed to the first incomplete step in the procedure. You may click 'Previous' to change any previous steps.";

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page never scrolls sideways on the phone. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Picks an option of the antd select labelled `label` (the procedure editor's selects). */
async function pick(page: Page, label: string, option: string | RegExp) {
  const name = new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const box = page.getByRole('combobox', { name });
  const id = await box.getAttribute('id');
  const item = page
    .locator(`.ant-select-dropdown:has([id="${id}_list"])`)
    .locator('.ant-select-item-option')
    .filter({ hasText: option })
    .first();
  await expect(async () => {
    await box.click({ force: true });
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await item.click();
}

/**
 * The admin authors the inspection in the procedure editor — an acknowledgement, a Yes/No step
 * that reports a Water Intrusion / Roof Leak on No, a text step — and schedules it weekly on
 * today's weekday for the reporter (through the API: the Tasks screen is another page's).
 */
async function scheduleInspection(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, '/procedures/2', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Task / Inspection' }).click();
  const editor = await openedDialog(page, 'Task / Inspection Steps');
  await editor.getByLabel('Name').fill(TASK);
  await editor.getByLabel('Step 1 text').fill('Wear a harness on the roof');
  await pick(page, 'Step 1 Type', 'Acknowledge');
  await editor.getByRole('button', { name: 'Add Step', exact: true }).click();
  await editor.getByLabel('Step 2 text').fill('Is the roof free of damage?');
  await editor.getByRole('button', { name: 'Add Step', exact: true }).click();
  await editor.getByLabel('Step 3 text').fill('Notes for the office');
  await pick(page, 'Step 3 Type', 'Text Input');
  await pick(page, 'Step 1 After this step', /^Go to step 2/);
  await pick(page, 'Step 2 If Yes', /^Go to step 3/);
  await pick(page, 'Step 2 If No', /^Go to step 3/);

  // On No, report an event: the category waits for a type.
  await editor.getByRole('switch', { name: 'Step 2: On No, report an event' }).click();
  await expect(editor.getByRole('combobox', { name: 'Step 2 Category' })).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await pick(page, 'Step 2 Event Type', 'Water Intrusion');
  await pick(page, 'Step 2 Category', 'Roof Leak');
  await shot(page, 'perform-task-editor-no-event');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message-notice').getByText('Procedure Saved.')).toBeVisible();

  const call = await apiAs(page);
  const procedures = await call<{ data: { id: string; name: string }[] }>(procedureEndpoints.taskList, {
    query: { search: TASK },
  });
  const procedureId = procedures.data.find((procedure) => procedure.name === TASK)?.id;
  expect(procedureId).toBeTruthy();
  const people = await call<{ people: { id: string }[] }>(personEndpoints.list, {
    query: { search: DEMO_LOGINS.reporter.email },
  });
  const reporterId = people.people[0].id;
  const reporterProperty = await reporterPropertyId(browser);
  // Due today at the property (the demo properties are in New York).
  const today = localDateIn(new Date(), 'America/New_York');
  const weekday = WEEKDAY_NAMES[new Date(`${today}T12:00:00Z`).getUTCDay()];
  await call(routineTaskEndpoints.save, {
    body: {
      name: TASK,
      propertyId: reporterProperty,
      procedureId,
      startDateLocal: today,
      schedule: {
        routineTaskScheduleType: 'Weekly',
        includeWeekends: true,
        everyXDays: null,
        dayOfMonth: null,
        timeOfDay: null,
        ...Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, day === weekday])),
        ...Object.fromEntries(MONTH_NAMES.map((month) => [month, false])),
      },
      locations: [{ name: 'North roof' }],
      assignedPeople: [reporterId],
    },
  });
  await context.close();
  return reporterProperty;
}

/** A property the reporter may see. */
async function reporterPropertyId(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, '/profile', DEMO_LOGINS.reporter.email);
  const call = await apiAs(page);
  const reply = await call<{ properties: { id: string }[] }>(propertyEndpoints.visibleToMe, {
    query: { pageSize: '1' },
  });
  await context.close();
  return reply.properties[0].id;
}

test('perform an inspection on a phone: My Tasks, a No that reports an event, leave, resume, complete', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const propertyId = await scheduleInspection(browser);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openSignedIn(page, '/myroutinetasks', DEMO_LOGINS.reporter.email);
  await expect(page.getByRole('combobox', { name: 'Property' })).toBeVisible();
  await expect(page.getByText('-- All properties with Tasks --')).toBeVisible();
  const dueThisWeek = page.getByRole('button', { name: /^\(\d+\) Due this week$/ });
  await expect(dueThisWeek).toBeVisible();
  await expect(page.getByRole('button', { name: /^\(\d+\) Overdue$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\(\d+\) Completed$/ })).toBeVisible();
  await shot(page, 'perform-task-my-tasks-390');
  await fitsPhone(page);

  await dueThisWeek.click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TASK });
  await expect(row).toContainText('North roof');
  await expect(row).toContainText('Not Started');
  await shot(page, 'perform-task-due-this-week-390');
  await fitsPhone(page);
  await row.getByRole('link', { name: `Perform ${TASK} at North roof` }).click();

  // Step 1: Next refuses until acknowledged; the acknowledgement moves on by itself.
  await expect(page).toHaveURL(/\/executeroutineTask\?resultId=[0-9a-f-]{36}&instanceId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Perform Task - ${TASK} : North roof` })).toBeVisible();
  await expect(page.getByText('Wear a harness on the roof')).toBeVisible();
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This must be acknowledged.' })).toBeVisible();
  await page.getByRole('button', { name: 'Acknowledge' }).click();

  // Step 2: Next refuses until answered; No moves on by itself.
  await expect(page.getByText('Is the roof free of damage?')).toBeVisible();
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You must choose yes or no.' })).toBeVisible();
  await shot(page, 'perform-task-yes-no-390');
  await fitsPhone(page);
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByText('Notes for the office')).toBeVisible();

  // Leave midway; My Tasks shows it in progress.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/myroutinetasks$/);
  await dueThisWeek.click();
  await expect(row).toContainText('In Progress');
  await row.getByRole('link', { name: `Perform ${TASK} at North roof` }).click();

  // Resume: the notice, then the last question of the saved trail.
  const notice = await openedDialog(page, 'Task In Progress');
  await expect(notice).toContainText(RESUME_TEXT);
  await shot(page, 'perform-task-resume-390');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText('Notes for the office')).toBeVisible();
  // Previous goes back along the trail with the answer kept.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByText('Notes for the office')).toBeVisible();
  await page.getByRole('textbox', { name: 'Answer' }).fill('Shingles missing above unit 4.');
  await shot(page, 'perform-task-last-step-390');
  await fitsPhone(page);
  await page.getByRole('button', { name: 'Complete' }).click();

  // Finalize: the check mark, the reported event, Done to /.
  const finalize = page.getByRole('region', { name: 'Finalize' });
  await expect(finalize.getByText('Task complete.')).toBeVisible();
  const reported = finalize.getByText(/^Event E-\d{4}-\d{5} was reported/);
  await expect(reported).toBeVisible();
  const eventNumber = ((await reported.textContent()) ?? '').match(/E-\d{4}-\d{5}/)?.[0] ?? '';
  await shot(page, 'perform-task-finalize-390');
  await fitsPhone(page);
  await finalize.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // My Tasks lists it as completed.
  await page.goto('/myroutinetasks');
  await page.getByRole('button', { name: /^\(\d+\) Completed$/ }).click();
  await expect(row).toContainText('Complete');
  await expect(row.getByRole('link', { name: `View ${TASK} at North roof` })).toBeVisible();
  await shot(page, 'perform-task-completed-390');
  await fitsPhone(page);
  await context.close();

  // The admin finds the reported event in the events list.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await openSignedIn(adminPage, '/events', DEMO_LOGINS.admin.email);
  const eventRow = adminPage.getByRole('row').filter({ hasText: eventNumber });
  await expect(eventRow).toContainText('North roof');
  await expect(eventRow).toContainText('Water Intrusion');

  // The Tasks screen's week lists it as completed; Task Details has the answers and the event.
  await adminPage.goto(`/routinetasks?requestedPropertyId=${propertyId}`);
  await adminPage.getByText('Current Tasks', { exact: true }).click();
  const doneRow = adminPage.getByRole('table', { name: 'Completed' }).getByRole('row').filter({ hasText: TASK });
  await expect(doneRow).toContainText('Complete');
  await doneRow.getByText('View Details').click();
  await expect(adminPage.getByRole('heading', { name: 'Task Details' })).toBeVisible();
  await expect(adminPage.getByText(/ - North roof$/)).toBeVisible();
  await expect(adminPage.getByText('Date Completed')).toBeVisible();
  await expect(adminPage.getByText('Shingles missing above unit 4.')).toBeVisible();
  // ...and the event links back to the inspection that raised it.
  await adminPage.getByRole('link', { name: new RegExp(eventNumber) }).click();
  await expect(adminPage.getByText(`Raised by the inspection ${TASK} : North roof`)).toBeVisible();
  await adminPage.getByRole('link', { name: 'View Task Details' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Task Details' })).toBeVisible();
  await expect(adminPage.getByText('Shingles missing above unit 4.')).toBeVisible();
  await admin.close();
});
