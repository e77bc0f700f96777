import { REMEMBERED_COMPANY_KEY } from '../../src/client/session/sign-in.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { openedDialog } from './dialog.ts';
import { pickOption } from './select.ts';
import { clickMenuLink, openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Setup → Integrations, API keys (issue 28): the Harbor admin creates a key acting as the
 * Property Manager role, sees its secret once (and then never again: the list shows its first
 * characters), uses it against the API, revokes it after the confirmation, and the key is refused
 * from then on. The page passes axe at 1280 px and at 390 px, where it is used too.
 */

const NAME = `Yardi sync ${Date.now().toString().slice(-6)}`;
const PHONE_NAME = `Phone key ${Date.now().toString().slice(-6)}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

async function companyId(page: Page): Promise<string> {
  return page.evaluate((key) => localStorage.getItem(key) ?? '', REMEMBERED_COMPANY_KEY);
}

/** Creates a key in the modal and answers the secret the dialog shows. */
async function createKey(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: /Create API Key/ }).click();
  const form = await openedDialog(page, 'Create API Key');
  await form.getByLabel('Name').fill(name);
  await pickOption(page, page.getByRole('combobox', { name: 'Role' }), 'Property Manager');
  await form.getByRole('button', { name: 'Create' }).click();
  const shown = await openedDialog(page, `API key '${name}' created`);
  await expect(shown.getByText('it will not be shown again')).toBeVisible();
  const secret = await shown.getByTestId('api-key-secret').inputValue();
  expect(secret).toMatch(/^pok_[A-Za-z0-9_-]{43}$/);
  return secret;
}

test('create a key, see its secret once, use it, revoke it; axe-clean at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  await clickMenuLink(page, 'Setup', 'Integrations');
  await expect(page).toHaveURL(/\/setup\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /API Keys/ })).toBeVisible();
  const problems = await axeViolations(page, 'Integrations · list');

  const secret = await createKey(page, NAME);
  problems.push(...(await axeViolations(page, 'Integrations · secret')));
  await page.screenshot({ path: `${SHOTS}/integrations-api-key-secret.png` });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText('Property Manager');
  await expect(row).toContainText('Active');
  // The secret itself is nowhere on the page any more.
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // The key works against the API (as the Property Manager role).
  const id = await companyId(page);
  const used = await page.request.get(`/api/company/${id}/vendors`, { headers: { authorization: `Bearer ${secret}` } });
  expect(used.status()).toBe(200);

  await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
  const confirm = await openedDialog(page, `Revoke the API key '${NAME}'?`);
  problems.push(...(await axeViolations(page, 'Integrations · revoke')));
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toContainText('Revoked');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: NAME })
      .getByRole('button', { name: `Revoke ${NAME}` }),
  ).toHaveCount(0);
  const refused = await page.request.get(`/api/company/${id}/vendors`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
  expect(problems).toEqual([]);
});

test('the page works at 390 px: create a key and read the list, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/setup/integrations', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const problems = await axeViolations(page, 'Integrations · phone');
  await createKey(page, PHONE_NAME);
  problems.push(...(await axeViolations(page, 'Integrations · phone secret')));
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: PHONE_NAME });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Revoke ${PHONE_NAME}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/integrations-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});

test('a person without manageIntegrations is not offered the page', async ({ page }) => {
  await openSignedIn(page, '/setup/integrations', DEMO_LOGINS.manager.email);
  await expect(page.getByRole('heading', { level: 2, name: /API Keys/ })).toHaveCount(0);
});
