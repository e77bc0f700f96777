import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { scheduleDemoInspection } from './demo-inspection.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Issue 23 item 15: the Add Event and Perform Task wizards completed on a phone (390 px) with the
 * keyboard alone — Tab, Shift+Tab, Enter, Space, the arrow keys and typing; no click after
 * signing in — through the demo's own procedures. Every step on the way passes axe (WCAG 2.2 AA,
 * no serious or critical violation); all of them are listed at the end.
 */

const PHONE = { width: 390, height: 844 };
const TASK = `Keyboard walk ${Date.now().toString(36)}`;
const LOCATION = 'Pump room';

/** Does `target` hold the keyboard focus (itself, or an element inside it)? */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` holds the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`The keyboard never reached ${target}`);
}

/** Tabs to a button or link and presses Enter on it. */
async function activate(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * Chooses an option of an antd select with the keyboard: typing `search` (a searched select) or
 * ArrowDown opens the list; ArrowDown walks it to `option`; Enter takes it.
 */
async function chooseOption(page: Page, select: Locator, option: string, search?: string) {
  await tabTo(page, select);
  if (search) await page.keyboard.type(search);
  else await page.keyboard.press('ArrowDown');
  const activeLabel = async () => {
    const id = await select.getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"]`).getAttribute('aria-label') : null;
  };
  await expect.poll(activeLabel, { message: `${option} listed` }).not.toBeNull();
  for (let presses = 0; presses < 40 && (await activeLabel()) !== option; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await activeLabel()).toBe(option);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select', { has: select }).locator('.ant-select-selection-item')).toHaveText(option);
}

/** Ticks every box of the step's checklist with Tab and Space. */
async function tickChecklist(page: Page) {
  await expect(page.getByRole('group', { name: 'Checklist' })).toBeVisible();
  for (const item of await page.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) {
    await tabTo(page, item);
    await page.keyboard.press('Space');
    await expect(item).toBeChecked();
  }
}

/** Soft axe scans of each step: what they find is listed once, at the end. */
function stepScanner(page: Page) {
  const problems: string[] = [];
  return {
    problems,
    scan: async (scene: string) => {
      problems.push(...(await axeViolations(page, scene)));
    },
  };
}

test('Add Event on a phone with the keyboard alone: the demo water intrusion, No branch, to Finalize', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const location = `Keyboard stairwell ${Date.now()}`;
  await openSignedIn(page, '/EventAdd', DEMO_LOGINS.manager.email);
  const axe = stepScanner(page);
  const heading = (text: string | RegExp) => page.getByRole('heading', { name: text });
  const next = page.getByRole('button', { name: 'Next' });

  // Event Info: the property searched by typing, the type and category walked with the arrows.
  await expect(page.getByRole('combobox', { name: 'Property' })).toBeVisible();
  await axe.scan('Add Event · Event Info');
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Property' }),
    'Lakeview Apartments · Springfield, IL',
    'Lakeview',
  );
  const inProgress = page.getByRole('dialog', { name: 'Events in Progress' });
  if (await inProgress.isVisible())
    await activate(page, inProgress.getByRole('button', { name: 'Continue New Event' }));
  await expect(inProgress).toBeHidden();
  await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'Water Intrusion');
  await chooseOption(page, page.getByRole('combobox', { name: 'Category' }), 'Roof Leak');
  await tabTo(page, page.getByRole('textbox', { name: 'Location' }));
  await page.keyboard.type(location);
  await activate(page, next);

  // Emergency: Tab enters the Yes/No group on Yes; the right arrow moves to No and chooses it.
  await expect(page.getByRole('region', { name: 'Emergency' })).toBeVisible();
  await axe.scan('Add Event · Emergency');
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await activate(page, next);

  // Review: severity High with the arrow, the time with Now.
  await expect(page.getByRole('region', { name: 'Review' })).toBeVisible();
  await axe.scan('Add Event · Review');
  await tabTo(page, page.getByRole('radio', { name: 'Low' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Now' }));
  await expect(page.getByRole('textbox', { name: 'Date occurred' })).not.toHaveValue('');
  await activate(page, next);

  // Procedure: No on the Yes/No moves on by itself; the focus follows to the new step's question.
  await expect(heading('Is water still actively leaking?')).toBeVisible();
  await axe.scan('Add Event · Procedure · Yes/No');
  await activate(page, page.getByRole('button', { name: 'No', exact: true }));
  await expect(heading(/^Photograph the affected area/)).toBeFocused();
  await axe.scan('Add Event · Procedure · Image Upload');
  await activate(page, next);
  await expect(heading(/^Describe the extent of the damage/)).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: 'Answer' }));
  await page.keyboard.type('Ceiling stain over the stairwell.');
  await activate(page, next);
  await expect(heading('Complete the water mitigation checklist.')).toBeFocused();
  await axe.scan('Add Event · Procedure · Checklist');
  await tickChecklist(page);
  await activate(page, next);
  await expect(heading('Notify the property manager and the insurance carrier.')).toBeFocused();
  await activate(page, page.getByRole('button', { name: 'Acknowledge' }));

  // Images/Videos (optional), then Finalize.
  await expect(page.getByRole('region', { name: 'Images/Videos' })).toBeVisible();
  await axe.scan('Add Event · Images/Videos');
  await activate(page, next);
  const reported = page.getByText(/^Event E-\d{4}-\d{5} is reported\.$/);
  await expect(reported).toBeVisible();
  await axe.scan('Add Event · Finalize');
  await activate(page, page.getByRole('link', { name: 'Done' }));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(axe.problems, axe.problems.join('\n')).toEqual([]);
});

test('Perform Task on a phone with the keyboard alone: the demo extinguisher inspection to Finalize', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await scheduleDemoInspection(browser, TASK, LOCATION);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openSignedIn(page, '/myroutinetasks', DEMO_LOGINS.reporter.email);
  const axe = stepScanner(page);
  const heading = (text: string | RegExp) => page.getByRole('heading', { name: text });

  // My Tasks: the 'Due this week' banner, then the task's Perform link.
  const dueThisWeek = page.getByRole('button', { name: /^\(\d+\) Due this week$/ });
  await expect(dueThisWeek).toBeVisible();
  await axe.scan('My Tasks');
  await activate(page, dueThisWeek);
  await activate(page, page.getByRole('link', { name: `Perform ${TASK} at ${LOCATION}` }));

  // Yes moves on by itself; the checklist with Space; the photo step is optional; Complete.
  await expect(heading('Is the extinguisher in its designated place, visible and unobstructed?')).toBeVisible();
  await axe.scan('Perform Task · Yes/No');
  await activate(page, page.getByRole('button', { name: 'Yes', exact: true }));
  await expect(heading('Inspect the extinguisher.')).toBeFocused();
  await axe.scan('Perform Task · Checklist');
  await tickChecklist(page);
  await activate(page, page.getByRole('button', { name: 'Next' }));
  await expect(heading('Photograph the inspection tag.')).toBeFocused();
  await axe.scan('Perform Task · Image Upload');
  await activate(page, page.getByRole('button', { name: 'Complete' }));

  const finalize = page.getByRole('region', { name: 'Finalize' });
  await expect(finalize.getByText('Task complete.')).toBeVisible();
  await axe.scan('Perform Task · Finalize');
  await activate(page, finalize.getByRole('link', { name: 'Done' }));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(axe.problems, axe.problems.join('\n')).toEqual([]);
  await context.close();
});
