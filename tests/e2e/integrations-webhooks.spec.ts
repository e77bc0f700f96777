import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { openedDialog } from './dialog.ts';
import { pickOption } from './select.ts';
import { clickMenuLink, openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Setup → Integrations, webhooks (issue 28, 2): the Harbor admin adds a webhook (address, kinds,
 * role), sees its signing secret once (never again on the page), pauses it, opens its delivery
 * log and deletes it after the confirmation. The address is a public one written as an address
 * (the e2e server cannot resolve names); nothing is delivered, as the webhook is paused before any
 * change. The page passes axe at 1280 px and at 390 px.
 */

const stamp = Date.now().toString().slice(-6);
const URL_WIDE = `https://93.184.216.34/hooks/wide-${stamp}`;
const URL_PHONE = `https://93.184.216.34/hooks/phone-${stamp}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

/** Adds a webhook in the modal and answers the secret the dialog shows. */
async function addWebhook(page: Page, url: string, options: { role?: string; enabled?: boolean } = {}) {
  await page.getByRole('button', { name: /Add Webhook/ }).click();
  const form = await openedDialog(page, 'Add Webhook');
  await form.getByLabel('URL').fill(url);
  await form.getByLabel('Event created').check();
  await form.getByLabel('Claim saved').check();
  if (options.role) await pickOption(page, page.getByRole('combobox', { name: 'Role' }), options.role);
  if (options.enabled === false) await form.getByRole('switch', { name: 'Enabled' }).click();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const shown = await openedDialog(page, 'Webhook added');
  await expect(shown.getByText('it will not be shown again')).toBeVisible();
  const secret = await shown.getByTestId('webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  return secret;
}

test('add a webhook, see its secret once, pause it, read its log, delete it; axe-clean at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  await clickMenuLink(page, 'Setup', 'Integrations');
  await expect(page).toHaveURL(/\/setup\/integrations$/);
  await expect(page.getByRole('heading', { level: 2, name: /Webhooks/ })).toBeVisible();
  const problems = await axeViolations(page, 'Webhooks · list');

  // A private address is refused under its field.
  await page.getByRole('button', { name: /Add Webhook/ }).click();
  const refused = await openedDialog(page, 'Add Webhook');
  await refused.getByLabel('URL').fill('https://10.0.0.5/hooks');
  await refused.getByLabel('Event created').check();
  await refused.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(refused.getByText(/must reach a public address/)).toBeVisible();
  problems.push(...(await axeViolations(page, 'Webhooks · add, refused')));
  await refused.getByRole('button', { name: 'Cancel' }).click();

  const secret = await addWebhook(page, URL_WIDE, { role: 'Property Manager' });
  problems.push(...(await axeViolations(page, 'Webhooks · secret')));
  await page.screenshot({ path: `${SHOTS}/integrations-webhook-secret.png` });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: URL_WIDE });
  await expect(row).toContainText('Event created');
  await expect(row).toContainText('Claim saved');
  await expect(row).toContainText('Property Manager');
  await expect(row).toContainText('Enabled');
  expect(await page.content()).not.toContain(secret);

  await row.getByRole('button', { name: `Pause the webhook to ${URL_WIDE}` }).click();
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: `Enable the webhook to ${URL_WIDE}` })).toBeVisible();

  await row.getByRole('button', { name: `Deliveries of the webhook to ${URL_WIDE}` }).click();
  const log = await openedDialog(page, `Deliveries of the webhook to ${URL_WIDE}`);
  await expect(log.getByText('Nothing was sent yet.')).toBeVisible();
  problems.push(...(await axeViolations(page, 'Webhooks · deliveries')));
  await log.getByRole('button', { name: 'Close' }).first().click();

  await row.getByRole('button', { name: `Delete the webhook to ${URL_WIDE}` }).click();
  const confirm = await openedDialog(page, `Delete the webhook to ${URL_WIDE}?`);
  problems.push(...(await axeViolations(page, 'Webhooks · delete')));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: URL_WIDE })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the webhooks work at 390 px: add one paused, read the list, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/setup/integrations', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { level: 2, name: /Webhooks/ })).toBeVisible();
  const problems = await axeViolations(page, 'Webhooks · phone');
  await addWebhook(page, URL_PHONE, { enabled: false });
  problems.push(...(await axeViolations(page, 'Webhooks · phone secret')));
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: URL_PHONE });
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: `Enable the webhook to ${URL_PHONE}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/integrations-webhooks-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  await row.getByRole('button', { name: `Delete the webhook to ${URL_PHONE}` }).click();
  const confirm = await openedDialog(page, `Delete the webhook to ${URL_PHONE}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: URL_PHONE })).toHaveCount(0);
  expect(problems).toEqual([]);
});
