import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { png } from '../helpers/sample-files.ts';
import { scheduleDemoInspection } from './demo-inspection.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Issue 23 (items 1 and 12) on a phone: the reporter performs the demo's fire extinguisher
 * inspection, whose last step asks for a photo of the inspection tag. The step takes a photo with
 * the camera input (image/*, capture) and uploads it with the Add Event wizard's uploader, and
 * Complete uploads a second photo that was chosen but not sent. Task Details then shows both
 * photos (thumbnail, full image), 'Skipped' for the step the Yes branch passed by, and readable
 * checklist answers.
 */

const PHONE = { width: 390, height: 844 };
const TASK = `Extinguisher tags ${Date.now().toString(36)}`;
const LOCATION = 'Boiler Room';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page never scrolls sideways on the phone. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The image was fetched (with the token) and decoded. */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** WCAG contrast of an element's text colour against white (the card behind it). */
function contrastOnWhite(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const [r, g, b, a = 1] = (getComputedStyle(node).color.match(/[\d.]+/g) ?? []).map(Number);
    const over = (channel: number) => (channel * a + 255 * (1 - a)) / 255;
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * linear(over(r)) + 0.7152 * linear(over(g)) + 0.0722 * linear(over(b));
    return 1.05 / (luminance + 0.05);
  });
}

test('perform the demo inspection on a phone with its photo step; Task Details shows the photos', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await scheduleDemoInspection(browser, TASK, LOCATION);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openSignedIn(page, '/myroutinetasks', DEMO_LOGINS.reporter.email);
  await page.getByRole('button', { name: /^\(\d+\) Due this week$/ }).click();
  await page
    .getByRole('row')
    .filter({ hasText: TASK })
    .getByRole('link', { name: `Perform ${TASK} at ${LOCATION}` })
    .click();
  await expect(page).toHaveURL(/\/executeroutineTask\?/);
  const instanceId = new URL(page.url()).searchParams.get('instanceId');

  // Yes: in its place (the 'where' step is passed by); the checklist, all ticked.
  await expect(page.getByText('Is the extinguisher in its designated place, visible and unobstructed?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Inspect the extinguisher.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Checklist' })).toBeVisible();
  for (const item of await page.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) {
    await item.check();
  }
  await page.getByRole('button', { name: /^Next/ }).click();

  // The photo step: the uploader, not the editor's preview box.
  await expect(page.getByText('Photograph the inspection tag.')).toBeVisible();
  await expect(page.getByText('Nothing is uploaded in preview.')).toHaveCount(0);
  await expect(page.getByText('No images yet.')).toBeVisible();
  const camera = page.locator('input[type=file][aria-label="Take a photo"]');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'tag-front.png', mimeType: 'image/png', buffer: await png(640, 480) });
  await expect(page.getByRole('listitem').filter({ hasText: 'tag-front.png' })).toBeVisible();
  await shot(page, 'perform-task-photo-chosen-390');
  await fitsPhone(page);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Media upload successfully')).toBeVisible();
  await expectDrawn(page.getByRole('list', { name: 'Photos of this step' }).locator('img[alt="tag-front.png"]'));
  await fitsPhone(page);

  // A second photo chosen and not sent: Complete uploads it first, then completes.
  await page
    .locator('input[type=file][aria-label="Choose images"]')
    .setInputFiles({ name: 'tag-back.png', mimeType: 'image/png', buffer: await png(320, 200) });
  await expect(page.getByRole('listitem').filter({ hasText: 'tag-back.png' })).toBeVisible();
  await shot(page, 'perform-task-photo-uploaded-390');
  await page.getByRole('button', { name: 'Complete' }).click();
  const finalize = page.getByRole('region', { name: 'Finalize' });
  await expect(finalize.getByText('Task complete.')).toBeVisible();
  await context.close();

  // Task Details (the admin, on a phone too): both photos, the skipped step, readable checklist.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await openSignedIn(admin, `/manageroutinetask?instanceId=${instanceId}`, DEMO_LOGINS.admin.email);
  await expect(admin.getByRole('heading', { name: 'Task Details' })).toBeVisible();
  await expect(admin.getByText(`- ${LOCATION}`)).toBeVisible();
  const where = admin.getByRole('listitem').filter({ hasText: 'Describe where the extinguisher was found' });
  await expect(where).toContainText('Skipped');
  const photos = admin.getByRole('list', { name: 'Photos: Photograph the inspection tag.' });
  await expectDrawn(photos.locator('img[alt="tag-front.png"]'));
  await expectDrawn(photos.locator('img[alt="tag-back.png"]'));
  const checklist = admin.getByRole('group', { name: 'Checklist: Inspect the extinguisher.' });
  await expect(checklist.getByRole('checkbox', { checked: true })).toHaveCount(5);
  expect(await contrastOnWhite(checklist.getByText('Hose and nozzle are clear'))).toBeGreaterThanOrEqual(4.5);
  await shot(admin, 'task-details-photos-390');
  await fitsPhone(admin);

  await photos.getByRole('button', { name: 'View tag-front.png full size' }).click();
  const full = await openedDialog(admin, 'tag-front.png');
  await expectDrawn(full.locator('img[alt="tag-front.png"]'));
  await shot(admin, 'task-details-full-image-390');
  await adminContext.close();
});
