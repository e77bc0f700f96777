import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { changeOption, pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

const stamp = Date.now().toString().slice(-6);
const carrier = `Beacon Mutual ${stamp}`;
const number = `BM-${stamp}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

function toast(page: Page, text: string | RegExp) {
  return page.locator('.ant-message-notice').getByText(text);
}

const propertyFilter = (page: Page) => page.getByRole('combobox', { name: 'Property', exact: true });

const saveButton = (page: Page) => page.getByRole('button', { name: /^(loading )?Save$/ });

/** Picks a property in the Associated Properties multi-select, searched on the server. */
async function chooseProperty(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Associated Properties' });
  await picker.click();
  await picker.fill(name.slice(0, 6));
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await page.keyboard.press('Escape');
}

/** Fills the Policy Details and Coverage of a new policy. */
async function fillPolicy(page: Page, policyNumber: string) {
  await page.getByLabel('Carrier Name').fill(carrier);
  await page.getByLabel('Policy Number').fill(policyNumber);
  await pickOption(page, page.getByLabel('Policy Type'), 'Umbrella');
  const start = page.locator('#root_startDate');
  await start.click();
  await start.fill('01/15/2026');
  await start.press('Enter');
  // Spec 002 §4: the end date follows a new start date, one year on.
  await expect(page.locator('#root_endDate')).toHaveValue('01/15/2027');
  await page.getByLabel('Premium', { exact: true }).fill('1200');
  await page.getByLabel('Coverage Amount').fill('1000000');
}

test.describe.configure({ mode: 'serial' });

test('a policy is created for two properties through the form and shows in both lists', async ({ page }) => {
  await openSignedIn(page, '/insurancepolicies', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Insurance Policies (Beta)' })).toBeVisible();
  await expect(propertyFilter(page)).toBeVisible();
  await expect(page.locator('.ant-select', { has: propertyFilter(page) })).toContainText('All');

  await page.getByRole('button', { name: 'Add Insurance Policy' }).click();
  await expect(page).toHaveURL(/\/addeditinsurancepolicy$/);
  await expect(page.getByText('Archive Policy')).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();
  await fillPolicy(page, number);
  // Valid, but no property yet: Save stays disabled and the properties' border is red.
  const properties = page.getByTestId('policy-properties');
  await expect(properties).toHaveAttribute('data-state', 'none');
  await expect(saveButton(page)).toBeDisabled();
  await chooseProperty(page, 'Lakeview Apartments');
  await chooseProperty(page, 'Oak Street Lofts');
  await expect(properties).toHaveAttribute('data-state', 'chosen');
  await expect(properties.getByText('2 properties selected')).toBeVisible();
  await expect(properties.locator('.ant-table-row')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/insurance-policy-form.png`, fullPage: true });
  await saveButton(page).click();
  await expect(toast(page, 'Insurance Policy Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/insurancepolicies$/);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Umbrella');
  await expect(row).toContainText('01/15/2026');
  await expect(row).toContainText('$1,200.00');

  // The property filter: Oak Street Lofts shows it, and the choice is remembered.
  await changeOption(page, propertyFilter(page), 'Oak Street Lofts');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-select', { has: propertyFilter(page) })).toContainText('Oak Street Lofts');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await changeOption(page, propertyFilter(page), 'All');

  // View by property, then the property's details.
  await page.getByText('View By Property').click();
  await expect(page).toHaveURL(/\/propertyinsurancepolicies$/);
  const oak = page.getByRole('row', { name: /Oak Street Lofts/ });
  await expect(oak).toContainText('1');
  await oak.getByRole('link', { name: 'Manage Oak Street Lofts' }).click();
  await expect(page.getByText('Property Information')).toBeVisible();
  await expect(page.getByText('455 Oak Street', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(carrier) })).toBeVisible();

  // The Statement of Values is real data: add a building.
  await page.getByRole('button', { name: 'Add Building' }).click();
  const dialog = await openedDialog(page, 'Add Building');
  await dialog.getByLabel('Location #').fill('1');
  await dialog.getByLabel('Building #').fill('A');
  await dialog.getByLabel('# of Units').fill('24');
  await dialog.getByLabel('Total Insured Value').fill('2500000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Building Saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: /\$2,500,000\.00/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/insurance-property-details.png`, fullPage: true });
});

test('a second live policy with the same carrier and number is refused at the Number field', async ({ page }) => {
  await openSignedIn(page, '/addeditinsurancepolicy', DEMO_LOGINS.admin.email);
  await fillPolicy(page, number);
  await chooseProperty(page, 'Riverside Commons');
  await saveButton(page).click();
  await expect(toast(page, /already the number of another policy/)).toBeVisible();
  // The innermost form item of the field: its message, the error mark and the feedback icon.
  const field = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('#root_number') })
    .last();
  await expect(field).toContainText('is already the number of another policy of the company');
  await expect(field).toHaveClass(/ant-form-item-has-error/);
  await expect(field.locator('.ant-form-item-feedback-icon-error')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/insurance-policy-number-error.png`, fullPage: true });
  await expect(page).toHaveURL(/\/addeditinsurancepolicy$/);
});

/** The innermost form item of a field: its message and error mark. */
const formItem = (page: Page, id: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#${id}`) })
    .last();

test('a saved policy without dates says why at once; money reads $1,234.50 and a cleared amount is empty (issue 23 item 7)', async ({
  page,
}) => {
  // The demo policy was saved without dates (the property form's first policy).
  await openSignedIn(page, '/insurancepolicies', DEMO_LOGINS.admin.email);
  await page
    .getByRole('row', { name: /MM-204-5581/ })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page.getByRole('switch', { name: 'Archive Policy' })).toBeVisible();
  // Nothing touched: each broken rule is already shown at its field, and Save says no.
  for (const [id, message] of [
    ['root_startDate', 'Start Date is required'],
    ['root_endDate', 'End Date is required'],
  ]) {
    await expect(formItem(page, id)).toHaveClass(/ant-form-item-has-error/);
    await expect(formItem(page, id)).toContainText(message);
  }
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByLabel('Deductible')).toHaveValue('$2,500.00');
  await expect(page.getByLabel('Premium', { exact: true })).toHaveValue('');
  // A start date (the end follows) is all it lacks: archiving it can now be saved.
  const start = page.locator('#root_startDate');
  await start.click();
  await start.fill('03/01/2026');
  // Tab, not Enter: Enter in a valid form submits it.
  await start.press('Tab');
  await expect(page.locator('#root_endDate')).toHaveValue('03/01/2027');
  await expect(formItem(page, 'root_startDate')).not.toHaveClass(/ant-form-item-has-error/);
  await page.getByRole('switch', { name: 'Archive Policy' }).click();
  await expect(saveButton(page)).toBeEnabled();
  // Left unsaved: other specs use the demo policy as it is.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/insurancepolicies$/);

  // The policy made above: amounts read as money; a cleared one is saved as no amount (null), not 0.
  await page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('link', { name: /Edit/ })
    .click();
  // The form, not the list behind it (whose columns carry the same names).
  await expect(page.getByRole('switch', { name: 'Archive Policy' })).toBeVisible();
  const premium = page.getByLabel('Premium', { exact: true });
  const annualized = page.getByLabel('Premium Annualized');
  await expect(premium).toHaveValue('$1,200.00');
  await annualized.fill('$1,234.5');
  await annualized.blur();
  await expect(annualized).toHaveValue('$1,234.50');
  await premium.fill('');
  await premium.blur();
  await expect(premium).toHaveValue('');
  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/insurancepolicies$/.test(request.url()),
  );
  await saveButton(page).click();
  expect((await saved).postDataJSON()).toMatchObject({
    premium: null,
    premiumAnnualized: 1234.5,
    coverageAmount: 1000000,
  });
  await expect(toast(page, 'Insurance Policy Saved.')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page.getByRole('switch', { name: 'Archive Policy' })).toBeVisible();
  await expect(page.getByLabel('Premium Annualized')).toHaveValue('$1,234.50');
  await expect(page.getByLabel('Premium', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('a property with claims cannot be removed; the policy is deleted after confirming', async ({ page }) => {
  // The claims screens are another part of this issue: the claim count comes from the server
  // as usual, raised here for Lakeview so the form's refusal can be seen (the API test proves the server's).
  const withClaim = async (route: import('@playwright/test').Route) => {
    const response = await route.fetch();
    const body = JSON.stringify(await response.json()).replace(
      /("id":"[^"]+","name":"Lakeview Apartments","claimCount":)0/g,
      '$11',
    );
    await route.fulfill({ response, body });
  };
  await page.route(/\/insurancepolicies\/(foredit\/|selectableproperties)/, withClaim);
  await openSignedIn(page, '/insurancepolicies', DEMO_LOGINS.admin.email);
  await page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page.getByText('Archive Policy')).toBeVisible();
  const properties = page.getByTestId('policy-properties');
  await expect(properties.getByText('Lakeview Apartments (1 claim)')).toBeVisible();
  const remove = properties.getByRole('button', { name: 'Remove Lakeview Apartments' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.hover();
  await expect(
    page.getByRole('tooltip', { name: 'Properties with claims cannot be removed from the policy' }),
  ).toBeVisible();
  // aria-disabled tells assistive technology it is unavailable; a pointer can still click it and hear why.
  await remove.click({ force: true });
  await expect(toast(page, 'Properties with claims cannot be removed from the policy')).toBeVisible();
  await expect(properties.locator('.ant-table-row')).toHaveCount(2);
  // Nothing changed yet: Save stays disabled.
  await expect(saveButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/insurancepolicies$/);
  await page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('button', { name: /Delete policy/ })
    .click();
  const confirm = await openedDialog(page, 'Are you sure want to delete this policy?');
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('Are you sure want to delete this policy?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Insurance Policy Deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/insurance-policies-list.png`, fullPage: true });
});
