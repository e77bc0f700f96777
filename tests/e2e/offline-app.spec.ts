import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// The app's own service worker, which the rest of the suite blocks.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test('the app is installable: a web app manifest with its name, icons and standalone display', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: 'Property Ops', display: 'standalone', start_url: '/', scope: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons)
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('after sign-in the field pages open with no network, in the session that was signed in online', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/', DEMO_LOGINS.reporter.email);
  // The worker registers once the signed-in app is idle, precaches, and takes control of the tab.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  const pages = [
    { path: '/', title: /Welcome, Riley/ },
    { path: '/eventAdd', title: 'Add Event' },
    { path: '/myroutinetasks', title: 'My Tasks / Inspections' },
  ];
  for (const { path, title } of pages) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    // The app starts from the worker's cache and resumes the last session (no sign-in page)...
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // ...and what needs the server says so.
    await expect(page.getByText('Unable to connect to the server.', { exact: false }).first()).toBeVisible();
  }
});

test('a page that was not kept for offline use says it needs a connection, instead of a blank screen', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/', DEMO_LOGINS.manager.email);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  // Within the app (no reload), so the browser knows it is offline (navigator.onLine is false).
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  // Its code was not kept for use offline: the page says it needs a connection (not a blank screen).
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not available' })).toBeVisible();
  await expect(page.getByText('This page needs a connection, and there is none.', { exact: false })).toBeVisible();
  // Back online, it opens.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  // Its code is kept now; offline again, its list says it needs the server instead of spinning.
  await page.getByRole('link', { name: 'Property Ops home' }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText('Unable to connect to the server.', { exact: false }).first()).toBeVisible();
});
