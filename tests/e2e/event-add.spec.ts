import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { choosePhoto, expectThumbnail } from './photos.ts';
import { changeOption, pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The Add Event wizard on a phone (spec 001 §2 'Add Event wizard', §4 'Wizard', §5): a manager
 * reports a water intrusion through the demo procedure's No branch, uploads photos, leaves in the
 * middle, resumes from 'Events in Progress' at the step where they left, finishes, and finds the
 * event in the list and on the home status card.
 */

const PROPERTY = 'Lakeview Apartments · Springfield, IL';

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name });
const stepText = (page: Page, text: string | RegExp) => page.getByRole('heading', { name: text });
/** The step card's title: the step's number in the walk (issue 23 #13). */
const stepTitle = (page: Page) => page.locator('.step-view .ant-card-head-title');
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Add Event steps' });

/** The home status card of New events: its count. */
async function newCount(page: Page): Promise<number> {
  const card = page.getByRole('link', { name: /^New \d+$/ });
  await expect(card).toBeVisible();
  return Number(((await card.textContent()) ?? '').replace(/\D/g, ''));
}

/** Chooses a PNG in the uploader on screen, uploads it and sees its thumbnail (fetched with the token). */
async function uploadPhoto(page: Page, name: string) {
  await choosePhoto(page, name);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Media upload successfully')).toBeVisible();
  await expectThumbnail(page, name);
}

test('report an event on a phone: branch, photos, leave, resume where it was left, finish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const location = `Roof hatch ${Date.now()}`;

  await openSignedIn(page, '/', DEMO_LOGINS.manager.email);
  const newBefore = await newCount(page);

  // Event Info: every field is checked; the side panels wait for a property.
  await page.goto('/EventAdd');
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Vendors' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Points of Contact' })).toBeDisabled();
  await next(page).click();
  for (const message of ['Property is required.', 'Type is required.', 'Category is required.']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectNoSidewaysScroll(page);

  await pickOption(page, combobox(page, 'Property'), PROPERTY);
  await expect(page.getByRole('dialog', { name: 'Events in Progress' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Vendors' }).click();
  const vendors = await openedDialog(page, /^Vendors/);
  await expect(vendors.getByText('Rapid Restoration Co.')).toBeVisible();
  await expect(vendors.getByRole('link', { name: 'E-mail Rapid Restoration Co.' })).toHaveAttribute(
    'href',
    'mailto:dispatch@rapidrestore.example',
  );
  await expect(vendors.getByRole('link', { name: 'Call Rapid Restoration Co.' })).toHaveAttribute(
    'href',
    'tel:2175550150',
  );
  await vendors.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Points of Contact' }).click();
  const contacts = await openedDialog(page, /^Points of Contact/);
  await expect(contacts.getByRole('link', { name: `E-mail ${DEMO_LOGINS.manager.name}` })).toHaveAttribute(
    'href',
    `mailto:${DEMO_LOGINS.manager.email}`,
  );
  await contacts.getByRole('button', { name: 'Close' }).click();

  // A type without a procedure: the spec's alert, and the wizard stays on Event Info.
  await pickOption(page, combobox(page, 'Type'), 'Weather');
  await pickOption(page, combobox(page, 'Category'), 'Hail');
  await next(page).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Did not match a procedure, please re-select type and category, or go fix your procedures.',
    }),
  ).toBeVisible();
  await expect(combobox(page, 'Type')).toBeVisible();

  await changeOption(page, combobox(page, 'Type'), 'Water Intrusion');
  await pickOption(page, combobox(page, 'Category'), 'Roof Leak');
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  await next(page).click();

  // Emergency: the answer is required; CALL 911 dials.
  await expect(page.getByRole('link', { name: 'CALL 911' })).toHaveAttribute('href', 'tel:911');
  const number = ((await page.getByRole('heading', { name: /^Add Event E-\d{4}-\d{5}$/ }).textContent()) ?? '')
    .replace('Add Event', '')
    .trim();
  expect(number).toMatch(/^E-\d{4}-\d{5}$/);
  await next(page).click();
  await expect(page.getByText('You must answer whether emergency services are involved.')).toBeVisible();
  await page.getByText('No', { exact: true }).click();
  await next(page).click();

  // Review: date and time are required; Now fills in the property's present time. (Next waits for
  // the tab: a click while the emergency answer is still being saved is ignored by design.)
  await expect(page.getByRole('button', { name: 'Now' })).toBeVisible();
  await next(page).click();
  await expect(page.getByText('Date and Time are required.')).toBeVisible();
  await page.getByText('High', { exact: true }).click();
  await page.getByRole('button', { name: 'Now' }).click();
  await expectNoSidewaysScroll(page);
  await next(page).click();

  // Procedure: a Yes/No needs its answer; No branches past the shut-off steps to the photos.
  await expect(stepText(page, 'Is water still actively leaking?')).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Step 1');
  // The phone's stepper (issue 23 #13): where the wizard stands in words, and every circle named.
  await expect(stepper(page).getByText('Procedure (4 of 6)')).toBeVisible();
  for (const earlier of ['Event Info', 'Emergency', 'Review']) {
    await expect(stepper(page).getByRole('button', { name: earlier })).toBeVisible();
  }
  await next(page).click();
  await expect(page.getByText('You must choose yes or no.')).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(stepText(page, /^Photograph the affected area/)).toBeVisible();
  // Numbered in the order walked: the reporter's second step (the procedure's fifth).
  await expect(stepTitle(page)).toHaveText('Step 2');
  await uploadPhoto(page, 'leak.png');
  await expectNoSidewaysScroll(page);
  await next(page).click();
  await expect(stepText(page, /^Describe the extent of the damage/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Answer' }).fill('Ceiling stain over the top-floor hallway.');
  await next(page).click();
  await expect(stepText(page, 'Complete the water mitigation checklist.')).toBeVisible();

  // Leave in the middle, come back, choose the property: the report in progress is offered.
  await page.goto('/');
  await page.goto('/EventAdd');
  await pickOption(page, combobox(page, 'Property'), PROPERTY);
  const modal = await openedDialog(page, 'Events in Progress');
  await expect(modal.getByText('Event(s) already exist for this location.')).toBeVisible();
  await expect(modal.getByRole('row').filter({ hasText: 'Roof Leak' })).toContainText(DEMO_LOGINS.manager.name);
  await expectNoSidewaysScroll(page);
  // Continue New Event closes it; asked again after a fresh start, Resume Event takes the report up.
  await modal.getByRole('button', { name: 'Continue New Event' }).click();
  await expect(modal).toBeHidden();
  await page.goto('/EventAdd');
  await pickOption(page, combobox(page, 'Property'), PROPERTY);
  await modal.getByRole('button', { name: `Resume Event ${number}` }).click();

  // It continues at the last step of the trail, with the earlier answers restored.
  await expect(stepText(page, 'Complete the water mitigation checklist.')).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Step 4');
  await expect(page.getByRole('heading', { name: `Add Event ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('textbox', { name: 'Answer' })).toHaveValue('Ceiling stain over the top-floor hallway.');
  await next(page).click();
  // The checklist step is back once its save is answered (all() takes what is there now, maybe nothing).
  await expect(stepTitle(page)).toHaveText('Step 4');
  await expect(page.getByRole('group', { name: 'Checklist' })).toBeVisible();
  for (const item of await page.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) {
    await item.check();
  }
  await next(page).click();
  await expect(stepText(page, 'Notify the property manager and the insurance carrier.')).toBeVisible();
  await next(page).click();
  await expect(page.getByText('This must be acknowledged.')).toBeVisible();
  await page.getByRole('button', { name: 'Acknowledge' }).click();

  // Images/Videos: the event's own photo, chosen and not uploaded: Next uploads it (with its
  // progress) before it finishes the report; nothing chosen is lost (issue 23).
  await expect(page.getByRole('region', { name: 'Images/Videos' })).toBeVisible();
  await choosePhoto(page, 'roof.png');
  await expectNoSidewaysScroll(page);
  await next(page).click();
  await expect(page.getByText('Media upload successfully')).toBeVisible();
  await expect(page.getByText(`Event ${number} is reported.`)).toBeVisible();
  // Reported (issue 23 #14): no Cancel any more; the event itself and another report are offered.
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Event' })).toHaveAttribute('href', /^\/events\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'Report Another Event' })).toHaveAttribute('href', '/EventAdd');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Reported: one more New event on the home card, and in the list with its number and SOP complete.
  await expect.poll(() => newCount(page)).toBe(newBefore + 1);
  await page.goto('/events');
  await page.getByRole('textbox', { name: 'Search' }).fill(location);
  const row = page.getByRole('row').filter({ hasText: location });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(number);
  await expect(row.getByRole('img', { name: 'SOP complete' })).toBeVisible();
  await expect(row).toContainText('New');

  // The event page numbers the walked steps as the wizard did (issue 23 #13): 1 to 5, the photos 2.
  await row.getByRole('link', { name: /^Manage event / }).click();
  const sop = page.locator('.ant-card').filter({ hasText: 'SOP Questions' });
  await expect(sop.getByText(/^2\. Photograph the affected area/)).toBeVisible();
  await expect(sop.getByText(/^4\. Complete the water mitigation checklist\./)).toBeVisible();
  await expect(sop.getByText(/^5\. Notify the property manager/)).toBeVisible();
});
