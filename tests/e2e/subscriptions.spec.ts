import { REMEMBERED_COMPANY_KEY } from '../../src/client/session/sign-in.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { changeOption, pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Notification subscriptions (spec 002 §2.6–§2.7, §4, §5, §8): the Harbor admin builds 'When an
 * Event is Created of type Water Intrusion at any property in North Portfolio, e-mail the
 * Property Manager role', sees the preview, saves, finds it in the list; an event reported at a
 * North property is e-mailed once, through the demo's older subscription naming the same role
 * (the Deliveries page shows it, and this one's row Skipped, saying so); then the subscription is deleted
 * after the confirmation. The editor is checked at 390×844 too, and a manager without manageUsers
 * saves a person to notify and finds them named when editing (the names-only people lookup).
 */

const NAME = `Water at North ${Date.now().toString().slice(-6)}`;
const SENTENCE =
  'When an Event is Created of type Water Intrusion at any property in North Portfolio, e-mail the Property Manager role';
/** The demo seed's subscription naming the same role for the same events (older: it carries the notice). */
const DEMO_WATER = 'Water intrusions in the North Portfolio';
const CONFIRM_DELETE = 'Are you sure you want to delete this subscription? This action cannot be undone.';
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

const saveButton = (page: Page) => page.getByRole('button', { name: /^(loading )?Save$/ });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text);
const preview = (page: Page) => page.getByTestId('notification-preview');

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
}

/** A call to the company's API with the signed-in browser's token (the event is reported this way). */
async function companyCall(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body, companyKey }) => {
      const userKey = Object.keys(localStorage).find((key) => key.startsWith('oidc.user:'));
      const token = userKey ? JSON.parse(localStorage.getItem(userKey) ?? '{}').access_token : '';
      const company = localStorage.getItem(companyKey);
      const response = await fetch(`/api/company/${company}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body, companyKey: REMEMBERED_COMPANY_KEY },
  );
}

/** Reports a Water Intrusion / Pipe Burst at Lakeview Apartments (a North Portfolio property). */
async function reportWaterIntrusion(page: Page): Promise<string> {
  const types = (await companyCall(page, 'GET', '/eventTypes?sortBy=name&sortDirection=asc&pageSize=100')) as {
    eventTypes: { id: string; name: string; categories: { id: string; name: string }[] }[];
  };
  const water = types.eventTypes.find((type) => type.name === 'Water Intrusion');
  const burst = water?.categories.find((category) => category.name === 'Pipe Burst');
  const properties = (await companyCall(page, 'GET', '/properties?search=Lakeview&sortBy=name&sortDirection=asc')) as {
    properties: { id: string; name: string }[];
  };
  const lakeview = properties.properties.find((property) => property.name === 'Lakeview Apartments');
  expect(water && burst && lakeview).toBeTruthy();
  const created = (await companyCall(page, 'POST', '/events/create', {
    typeId: water?.id,
    categoryId: burst?.id,
    propertyId: lakeview?.id,
    location: 'Unit 2B kitchen',
  })) as { eventProgress: { id: string; number: string } };
  // The report is finished (New): a Created notice waits for it.
  await companyCall(page, 'POST', `/events/${created.eventProgress.id}/saveProgress`, {
    eventProgress: { status: 0, isSopComplete: true },
  });
  return created.eventProgress.number;
}

test.describe.configure({ mode: 'serial' });

test('build, preview and save a subscription; it is listed', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/notifications', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Subscription' }).click();
  await expect(page).toHaveURL(/\/notificationAdd\/new$/);
  await expect(page.getByRole('heading', { name: 'Add Subscription' })).toBeVisible();

  // A new subscription starts with one Unchanged condition; nothing named yet, so Save waits.
  await expect(preview(page)).toContainText('When an Event is Unchanged for 1 hour at any property');
  await expect(saveButton(page)).toBeDisabled();
  await page.getByLabel('Name').fill(NAME);

  // The condition: Created, of type Water Intrusion (category disabled until a type).
  await changeOption(page, page.getByLabel('Is', { exact: true }), 'Created');
  await expect(page.getByLabel('For (hours)')).toHaveCount(0);
  await expect(page.locator('.ant-select-disabled', { has: page.getByLabel('Category') })).toHaveCount(1);
  await pickOption(page, page.getByLabel('Event Type'), 'Water Intrusion');
  await expect(page.locator('.ant-select-disabled', { has: page.getByLabel('Category') })).toHaveCount(0);

  // Where: any property of the North Portfolio group (searched on the server).
  await page.getByRole('button', { name: 'Add Location Condition' }).click();
  await expect(page.getByTestId('missing-for-save')).toContainText(
    'Location Condition 1: At least one property is required',
  );
  await changeOption(page, page.getByLabel('At any of these'), 'Property Groups');
  const groups = page.getByRole('combobox', { name: 'Property Groups' });
  await groups.click();
  await groups.fill('North');
  const option = page.locator('.ant-select-dropdown:visible').getByTitle('North Portfolio', { exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await page.keyboard.press('Escape');

  // Who: the Property Manager role, by e-mail.
  await page.locator('.ant-segmented').getByText('Role', { exact: true }).click();
  await pickOption(page, page.getByRole('combobox', { name: 'Role' }), 'Property Manager');
  await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();

  await expect(preview(page)).toHaveText(`${SENTENCE}.`);
  await page.screenshot({ path: `${SHOTS}/subscription-editor.png`, fullPage: true });
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(toast(page, 'Subscription saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/notifications$/);
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subscriptions-list.png`, fullPage: true });

  // Edit opens it as saved.
  await row.getByRole('button', { name: `Edit ${NAME}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Subscription' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(NAME);
  await expect(preview(page)).toHaveText(`${SENTENCE}.`);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('a Water Intrusion reported at a North property is e-mailed to the Property Managers', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/notifications/deliveries', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Subscription Deliveries' })).toBeVisible();
  const number = await reportWaterIntrusion(page);

  // The server's worker delivers; refresh until the e-mail is listed. The demo's older subscription
  // e-mails the same role about the same event: the manager gets its e-mail, once, and this
  // subscription's row says so (one notice per person, change and medium).
  const ofEvent = (subscription: string) =>
    page
      .getByRole('row')
      .filter({ hasText: subscription })
      .filter({ hasText: `#${number} Created` })
      .filter({ hasText: 'manager@harbor.example' });
  // (This one's row names the demo's subscription too, in its reason: the demo's row is the one Sent.)
  const delivered = ofEvent(DEMO_WATER).filter({ has: page.getByText('Sent', { exact: true }) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(delivered.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(delivered.first()).toContainText('Email');
  await expect(delivered.first()).toContainText(SENTENCE);
  const skipped = ofEvent(NAME);
  await expect(skipped.first().getByText('Skipped', { exact: true })).toBeVisible();
  await expect(skipped.first()).toContainText(`Not sent twice: the same notice goes through "${DEMO_WATER}"`);
  await page.screenshot({ path: `${SHOTS}/subscription-deliveries.png`, fullPage: true });
});

test("Deliveries: one subscription's, searched by recipient, narrowed by status, and read on a phone", async ({
  page,
}) => {
  await openSignedIn(page, '/notifications', DEMO_LOGINS.admin.email);
  await page
    .getByRole('row')
    .filter({ hasText: NAME })
    .getByRole('button', { name: `Deliveries of ${NAME}` })
    .click();
  await expect(page).toHaveURL(/\/notifications\/deliveries\?subscriptionId=[0-9a-f-]{36}$/);
  await expect(page.getByText(`Subscription: ${NAME}`)).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toContainText(NAME);

  // "Why didn't I get told?": by recipient.
  const search = page.getByRole('searchbox', { name: 'Search deliveries by recipient' });
  await search.fill('manager@harbor');
  await expect(rows.first()).toContainText('manager@harbor.example');
  await search.fill('nobody such');
  await expect(page.getByText('No deliveries match the filters')).toBeVisible();
  await search.fill('');

  // By status, kept in the address.
  await changeOption(page, page.getByRole('combobox', { name: 'Status' }), 'Failed');
  await expect(page).toHaveURL(/status=Failed/);
  await expect(page.getByText('No deliveries match the filters')).toBeVisible();
  // Its e-mail went through the demo's older subscription: listed Skipped, saying so.
  await changeOption(page, page.getByRole('combobox', { name: 'Status' }), 'Skipped');
  await expect(rows.first().getByText('Skipped', { exact: true })).toBeVisible();

  // On a phone each delivery is one stacked cell: nothing scrolls sideways (once the status list
  // has finished closing: while it fades it still stands where the wide page put it).
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader', { name: 'Delivery' })).toBeVisible();
  await expect(rows.first()).toContainText(NAME);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/subscription-deliveries-phone.png`, fullPage: true });

  // Every subscription's again.
  await page.locator('.ant-tag', { hasText: 'Subscription:' }).locator('.ant-tag-close-icon').click();
  await expect(page).toHaveURL(/\/notifications\/deliveries\?status=Skipped$/);
});

test('a manager (no manageUsers) uses the editor on a phone (390×844)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/notificationAdd/new', DEMO_LOGINS.manager.email);
  await expect(page.getByRole('heading', { name: 'Add Subscription' })).toBeVisible();
  // People are searched on the server; a subscription manager may read them.
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.click();
  await person.fill('Morgan');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Morgan Manager', { exact: true }).click();
  await expect(preview(page)).toContainText('e-mail Morgan Manager');
  await page.getByRole('button', { name: 'Add Location Condition' }).click();
  await page.getByRole('button', { name: 'Add Condition' }).click();
  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  await expect(page.getByText('OR', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(saveButton(page)).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/subscription-editor-phone.png`, fullPage: true });
});

test('a manager (no manageUsers) saves a person to notify and finds them named when editing', async ({ page }) => {
  const name = `Told Morgan ${Date.now().toString().slice(-6)}`;
  await openSignedIn(page, '/notificationAdd/new', DEMO_LOGINS.manager.email);
  await page.getByLabel('Name').fill(name);
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.click();
  await person.fill('Morgan');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Morgan Manager', { exact: true }).click();
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(toast(page, 'Subscription saved.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  // The saved subscriber is named from the names-only people lookup (the Users list is refused).
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Subscription' })).toBeVisible();
  await expect(preview(page)).toContainText('e-mail Morgan Manager');
  await expect(page.locator('.ant-select', { has: person }).getByTitle('Morgan Manager')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = await openedDialog(page, CONFIRM_DELETE);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('delete asks first, then the list reloads without it', async ({ page }) => {
  await openSignedIn(page, '/notifications', DEMO_LOGINS.admin.email);
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByRole('button', { name: `Delete ${NAME}` }).click();
  const dialog = await openedDialog(page, CONFIRM_DELETE);
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText(CONFIRM_DELETE);
  await page.screenshot({ path: `${SHOTS}/subscription-delete.png` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  // The deliveries it made stay listed.
  await page.getByRole('button', { name: /^(send )?Deliveries$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: NAME }).first()).toBeVisible();
});
