import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { eventManagementEndpoints } from '../../schemas/event-management/endpoints.ts';
import { routineTaskEndpoints } from '../../schemas/routine-task/endpoints.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiAs } from './api-as.ts';
import { axeViolations } from './axe.ts';
import { scheduleDemoInspection } from './demo-inspection.ts';
import { openedDialog } from './dialog.ts';
import { choosePhoto, expectThumbnail, PNG } from './photos.ts';
import { pickOption } from './select.ts';
import { openSignedIn, signIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 27: a whole incident reported on a phone with no network — the demo's Water Intrusion /
 * Roof Leak procedure, a photo on its photo step and one on Images/Videos — kept on the device
 * through a reload, and sent when the network returns: exactly one event, both photos, every answer.
 */

// The app's own service worker, which the rest of the suite blocks: the reload offline needs it.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const PROPERTY = 'Lakeview Apartments · Springfield, IL';
const RESUMED_AT = 'Riverside Commons · Peoria, IL';
const DAMAGE = 'Ceiling stain over the stairwell, reported from the basement.';

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const stepText = (page: Page, text: string | RegExp) => page.getByRole('heading', { name: text });
const banner = (page: Page) => page.locator('.outbox-banner');

/** The names of the reads the app has kept on the device (persisted-queries.ts), one per query. */
function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // Not opened before the app has made it (opening would make an empty one).
        void indexedDB.databases().then((all) => {
          if (!all.some((database) => database.name === 'property-ops-offline')) return resolve([]);
          read();
        });
        const read = () => {
          const opening = indexedDB.open('property-ops-offline');
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains('values')) return resolve([]);
            const all = db.transaction('values').objectStore('values').getAll();
            all.onsuccess = () => {
              const kept = all.result as { state: { queries: { queryKey: unknown[] }[] } }[];
              resolve(kept.flatMap((value) => value.state.queries.map((query) => String(query.queryKey[0]))));
            };
          };
          opening.onerror = () => resolve([]);
        };
      }),
  );
}

test('open the app offline, report an incident with two photos, reload, and it arrives once when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const location = `Offline report ${Date.now()}`;
  await openSignedIn(page, '/', DEMO_LOGINS.manager.email);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  // Online, the wizard reads what it needs to go on without the server, and keeps it on the device.
  const procedures = page.waitForResponse((response) => response.url().includes('/events/reportingProcedures'));
  await page.goto('/EventAdd');
  expect((await procedures).status()).toBe(200);
  await expect
    .poll(async () => (await keptReads(page)).sort(), { timeout: 15_000 })
    .toEqual(['acceptedFileTypes', 'associationPicker', 'eventTypes', 'reportingProcedures']);

  // The signal drops, and the app is opened afresh: it starts from its worker and what it kept.
  await context.setOffline(true);
  await page.reload();
  await pickOption(page, page.getByRole('combobox', { name: 'Property' }), PROPERTY);
  await pickOption(page, page.getByRole('combobox', { name: 'Type' }), 'Water Intrusion');
  await pickOption(page, page.getByRole('combobox', { name: 'Category' }), 'Roof Leak');
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  await next(page).click();
  await page.getByText('No', { exact: true }).click();
  await next(page).click();
  await expect(page.getByRole('button', { name: 'Now' })).toBeVisible();
  await page.getByText('High', { exact: true }).click();
  await page.getByRole('button', { name: 'Now' }).click();
  await next(page).click();
  await expect(stepText(page, 'Is water still actively leaking?')).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(stepText(page, /^Photograph the affected area/)).toBeVisible();
  await choosePhoto(page, 'leak.png');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Kept on this device: sent when the connection returns.')).toBeVisible();
  await expectThumbnail(page, 'leak.png');
  await next(page).click();
  await expect(stepText(page, /^Describe the extent of the damage/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Answer' }).fill(DAMAGE);
  await next(page).click();
  await expect(page.getByRole('group', { name: 'Checklist' })).toBeVisible();
  for (const item of await page.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) {
    await item.check();
  }
  await next(page).click();
  await expect(stepText(page, 'Notify the property manager and the insurance carrier.')).toBeVisible();
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByRole('region', { name: 'Images/Videos' })).toBeVisible();
  await choosePhoto(page, 'roof.png');
  await next(page).click();

  // Reported on the device: no number yet, marked as waiting, and the banner counts the saves.
  await expect(page.getByText('The event is reported on this device.')).toBeVisible();
  await expect(page.getByText('Waiting to send').first()).toBeVisible();
  await expect(banner(page)).toContainText(/Offline — \d+ changes waiting/);
  const waiting = (await banner(page).textContent()) ?? '';
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page, 'reported offline, waiting to send')).toEqual([]);

  // A reload with no network: the app starts from its worker and nothing waiting is lost.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
  await expect(banner(page)).toHaveText(waiting);

  // The network returns: everything is sent, in order, once.
  await context.setOffline(false);
  await expect(page.getByText('All changes sent.')).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);

  const call = await apiAs(page);
  const list = await call<{ events: { id: string; number: string; status: number; isSopComplete: boolean }[] }>(
    eventEndpoints.list,
    { query: { search: location, statusType: '-1' } },
  );
  expect(list.events).toHaveLength(1);
  const [row] = list.events;
  expect(row.number).toMatch(/^E-\d{4}-\d{5}$/);
  expect(row).toMatchObject({ status: 0, isSopComplete: true });
  const { event } = await call<{
    event: {
      images: { name: string }[];
      sopQuestions: { text: string; textAnswer: string | null; images: { name: string }[]; answered: boolean }[];
    };
  }>(eventManagementEndpoints.forDisplay, { params: { id: row.id } });
  expect(event.images.map((image) => image.name)).toEqual(['roof.png']);
  const photoStep = event.sopQuestions.find((question) => question.text.startsWith('Photograph the affected area'));
  expect(photoStep?.images.map((image) => image.name)).toEqual(['leak.png']);
  const damage = event.sopQuestions.find((question) => question.text.startsWith('Describe the extent of the damage'));
  expect(damage?.textAnswer).toBe(DAMAGE);
  expect(event.sopQuestions.every((question) => question.answered)).toBe(true);
});

test('a report begun offline is resumed from Events in Progress after a reload offline, and arrives once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const location = `Offline resume ${Date.now()}`;
  // A property of its own: the report is left in progress, and the later tests choose Lakeview,
  // where it would open their 'Events in Progress'.
  await openSignedIn(page, '/', DEMO_LOGINS.manager.email);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/EventAdd');
  await expect
    .poll(async () => (await keptReads(page)).includes('reportingProcedures'), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await pickOption(page, page.getByRole('combobox', { name: 'Property' }), RESUMED_AT);
  await pickOption(page, page.getByRole('combobox', { name: 'Type' }), 'Water Intrusion');
  await pickOption(page, page.getByRole('combobox', { name: 'Category' }), 'Roof Leak');
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  await next(page).click();
  await page.getByText('No', { exact: true }).click();
  await next(page).click();
  await expect(page.getByRole('button', { name: 'Now' })).toBeVisible();
  // The report made on the device is kept with the field reads before the page goes away.
  await expect.poll(async () => (await keptReads(page)).includes('keptReport'), { timeout: 15_000 }).toBe(true);

  // Reloaded with no signal: the property's Events in Progress offers the report, which goes on at Review.
  await page.reload();
  await pickOption(page, page.getByRole('combobox', { name: 'Property' }), RESUMED_AT);
  const modal = await openedDialog(page, 'Events in Progress');
  await expect(modal.getByRole('row').filter({ hasText: 'Roof Leak' })).toHaveCount(1);
  expect(await axeViolations(page, 'events in progress offline')).toEqual([]);
  await modal.getByRole('button', { name: /^Resume Event/ }).click();
  await expect(page.getByRole('button', { name: 'Now' })).toBeVisible();
  await page.getByText('High', { exact: true }).click();
  await page.getByRole('button', { name: 'Now' }).click();
  await next(page).click();
  await expect(stepText(page, 'Is water still actively leaking?')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('All changes sent.')).toBeVisible({ timeout: 30_000 });
  const call = await apiAs(page);
  const list = await call<{ events: { id: string; eventSeverityLevel: number }[] }>(eventEndpoints.list, {
    query: { search: location, statusType: '-1' },
  });
  expect(list.events).toHaveLength(1);
});

test('logging out with a save waiting asks; kept, it is sent at the same person’s next sign-in', async ({ page }) => {
  const location = `Offline logout ${Date.now()}`;
  await openSignedIn(page, '/EventAdd', DEMO_LOGINS.manager.email);
  await pickOption(page, page.getByRole('combobox', { name: 'Property' }), PROPERTY);
  await pickOption(page, page.getByRole('combobox', { name: 'Type' }), 'Water Intrusion');
  await pickOption(page, page.getByRole('combobox', { name: 'Category' }), 'Roof Leak');
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  // The server is out of reach (the browser still believes it is online): the create waits.
  await page.route('**/events/create', (route) => route.abort('internetdisconnected'));
  await next(page).click();
  await expect(page.getByRole('link', { name: 'CALL 911' })).toBeVisible();
  await expect(banner(page)).toContainText('Offline — 1 change waiting');

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Changes are waiting to be sent' });
  await expect(dialog).toContainText('1 change made on this device has not reached the server yet.');
  expect(await axeViolations(page, 'log out with a change waiting')).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep and log out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();

  await page.unroute('**/events/create');
  await signIn(page, DEMO_LOGINS.manager.email);
  await expect(page.getByText('All changes sent.')).toBeVisible({ timeout: 30_000 });
  const call = await apiAs(page);
  const list = await call<{ events: { id: string }[] }>(eventEndpoints.list, {
    query: { search: location, statusType: '-1' },
  });
  expect(list.events).toHaveLength(1);
});

test('perform the demo inspection with a photo offline; it arrives once when the network returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const task = `Offline rounds ${Date.now().toString(36)}`;
  await scheduleDemoInspection(browser, task, 'Boiler Room');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await openSignedIn(page, '/myroutinetasks', DEMO_LOGINS.reporter.email);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // Online, My Tasks and its open locations' procedures are read ahead and kept.
  await expect
    .poll(async () => (await keptReads(page)).filter((name) => name === 'performPreview').length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect.poll(async () => (await keptReads(page)).includes('myRoutineTasks')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: /^\(\d+\) Due this week$/ }).click();
  const perform = page
    .getByRole('row')
    .filter({ hasText: task })
    .getByRole('link', { name: `Perform ${task} at Boiler Room` });
  await perform.click();
  await expect(page.getByText('Is the extinguisher in its designated place, visible and unobstructed?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Checklist' })).toBeVisible();
  for (const item of await page.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) {
    await item.check();
  }
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByText('Photograph the inspection tag.')).toBeVisible();
  await page
    .locator('input[type=file][aria-label="Take a photo"]')
    .setInputFiles({ name: 'tag.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Kept on this device: sent when the connection returns.')).toBeVisible();
  await expectThumbnail(page, 'tag.png');
  await page.getByRole('button', { name: 'Complete' }).click();
  const finalize = page.getByRole('region', { name: 'Finalize' });
  await expect(finalize.getByText('Task complete.')).toBeVisible();
  await expect(finalize.getByText('Waiting to send')).toBeVisible();
  // The begin, the saves of the first two answers, the photo, and Complete with the last.
  await expect(banner(page)).toHaveText('Offline — 5 changes waiting');
  expect(await axeViolations(page, 'task performed offline')).toEqual([]);

  // Reloaded offline, the wizard goes on from where it was (Finalize), and begins nothing again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Finalize' }).getByText('Task complete.')).toBeVisible();
  await expect(banner(page)).toHaveText('Offline — 5 changes waiting');
  await context.setOffline(false);
  await expect(page.getByText('All changes sent.')).toBeVisible({ timeout: 30_000 });

  const call = await apiAs(page);
  const mine = await call<{ instances: { name: string; instanceId: string; resultId: string; status: string }[] }>(
    routineTaskEndpoints.mine,
  );
  const row = mine.instances.find((each) => each.name === task);
  expect(row?.status).toBe('Complete');
  const params = { id: row?.instanceId as string, resultId: row?.resultId as string };
  const done = await call<{
    status: string;
    procedure: { questions: { id: string; text: string; answered: boolean }[] };
  }>(routineTaskEndpoints.preview, { params });
  expect(done.status).toBe('Complete');
  const tag = done.procedure.questions.find((question) => question.text === 'Photograph the inspection tag.');
  const photos = await call<{ images: { name: string }[] }>(routineTaskEndpoints.stepImages, {
    params: { ...params, questionId: tag?.id as string },
  });
  expect(photos.images.map((image) => image.name)).toEqual(['tag.png']);
  await context.close();
});
