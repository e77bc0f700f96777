import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { downloadCsv } from './csv.ts';
import { changeOption, pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Opens a demo event (by its location) from the events list; answers its id. */
async function manageEvent(page: Page, location: string): Promise<string> {
  const row = page.getByRole('row').filter({ hasText: location });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /^Manage event / }).click();
  await expect(page.getByText('SOP Questions')).toBeVisible();
  const [, id] = /\/events\/([0-9a-f-]{36})/.exec(page.url()) ?? [];
  expect(id).toBeTruthy();
  return id as string;
}

/** Opens a tab: the tab bar, or on a phone the 'Section' select. */
async function openTab(page: Page, name: string, narrow = false) {
  if (narrow) await changeOption(page, page.getByRole('combobox', { name: 'Section' }), name);
  else await page.getByRole('tab', { name, exact: true }).click();
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('damages from a vendor and another party, a claim with its totals, the status lock, and its release when the claim closes', async ({
  page,
}) => {
  await openSignedIn(page, '/events', DEMO_LOGINS.admin.email);
  // 'Unit 7' (Smoke Damage, Approved), which no other test reads.
  const eventId = await manageEvent(page, 'Unit 7');

  // Damages: none yet, then two rows.
  await openTab(page, 'Damages');
  await expect(page.getByText('No damage related expenses to display')).toBeVisible();
  await page.getByRole('button', { name: /^(edit )?Add$/ }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/addEditDamages' && url.searchParams.get('eventId') === eventId,
  );
  await expect(page.getByText('No expenses currently exist.')).toBeVisible();
  const save = page.getByRole('button', { name: /^(loading )?Save$/ });

  await page.getByRole('button', { name: /Add Expense$/ }).click();
  await expect(save).toBeDisabled();
  await pickOption(page, page.getByRole('combobox', { name: 'Vendor of expense 1' }), 'Rapid Restoration Co.');
  await page.getByLabel('Details of expense 1').fill('Smoke cleanup');
  const firstAmount = page.getByLabel('Amount of expense 1');
  // Typing keeps digits and one point; leaving cuts to two decimals (not rounded).
  await firstAmount.fill('1a200.259');
  await expect(firstAmount).toHaveValue('1200.259');
  await firstAmount.blur();
  await expect(firstAmount).toHaveValue('$1,200.25');
  await expect(save).toBeEnabled();

  await page.getByRole('button', { name: /Add Expense$/ }).click();
  await changeOption(page, page.getByRole('combobox', { name: 'Type of expense 2' }), 'Other');
  await page.getByLabel('Amount of expense 2').fill('49.75');
  await page.getByLabel('Amount of expense 2').blur();
  await expect(save).toBeDisabled();
  await page.getByLabel('Name of expense 2').fill('Resident, Unit 7');
  await expect(save).toBeEnabled();
  await expect(page.getByTestId('damages-total')).toHaveText('Total Expense: $1,250.00');
  // A third row removed again.
  await page.getByRole('button', { name: /Add Expense$/ }).click();
  await expect(page.getByTitle('Remove Damage Related Expense')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Damage Related Expense 3' }).click();
  await expect(page.getByTitle('Remove Damage Related Expense')).toHaveCount(2);
  await shot(page, 'damages-form');
  await save.click();
  await expect(page.getByText('Damage Related Expenses Saved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/eventManage/${eventId}/damages`);
  const damages = page.getByRole('table', { name: 'Damage related expenses' });
  await expect(damages.getByRole('row').filter({ hasText: 'Rapid Restoration Co.' })).toContainText('$1,200.25');
  await expect(damages.getByRole('row').filter({ hasText: 'Resident, Unit 7' })).toContainText('Other');
  await expect(page.getByTestId('damages-tab-total')).toHaveText('$1,250.00');
  await shot(page, 'damages-tab');

  // A claim: Total Loss includes the damages.
  await openTab(page, 'Claim');
  await page.getByRole('button', { name: /Create Claim$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/addEditClaim' && url.searchParams.get('claimId') === null);
  await expect(page.getByRole('heading', { name: 'Add Claim' })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Title').fill('Smoke damage, unit 7');
  await changeOption(page, page.getByRole('combobox', { name: 'Claim Type' }), 'Property Casualty');
  await page.getByLabel('Insurance Company').fill('Midwest Mutual');
  await page.getByLabel('Adjuster Name').fill('Dana Reyes');
  await expect(page.getByLabel('Damage Related Expenses')).toHaveValue('$1,250.00');
  await expect(page.getByLabel('Damage Related Expenses')).toHaveAttribute('readonly', '');
  await page.getByLabel('Repair Cost').fill('1000');
  await page.getByLabel('Mitigation Cost').fill('250.5');
  await expect(page.getByTestId('claim-total-loss')).toHaveText('$2,500.50');
  await page.getByLabel('Settlement Amount').fill('500');
  await expect(page.getByTestId('claim-adjustment')).toHaveText('$2,000.50');
  await shot(page, 'claim-form');
  await save.click();
  await expect(page.getByText('Claim Saved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/eventManage/${eventId}/claims`);
  const claim = page.locator('.ant-card', { hasText: 'Smoke damage, unit 7' });
  await expect(claim.getByTestId('claim-totalLoss')).toHaveText('$2,500.50');
  await expect(claim.getByTestId('claim-damageRelatedExpenseTotal')).toHaveText('$1,250.00');
  await expect(claim.getByText('Property Casualty')).toBeVisible();
  await expect(page.getByRole('button', { name: /Create Claim$/ })).toHaveCount(0);
  await shot(page, 'claims-tab');

  // The open claim moved the event to Claim in Progress and locks its status.
  await openTab(page, 'Details');
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(page.getByText('This event status is locked until the related claim is closed.')).toBeVisible();
  await expect(status).toBeDisabled();
  await expect(page.locator('.ant-select', { has: status })).toContainText('Claim in Progress');

  // Closing the claim releases the lock.
  await openTab(page, 'Claim');
  await claim.getByRole('link', { name: /Edit claim/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Claim' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Smoke damage, unit 7');
  await expect(page.getByLabel('Repair Cost')).toHaveValue('$1,000.00');
  await changeOption(page, page.getByRole('combobox', { name: 'Claim Status' }), 'Closed Paid');
  await save.click();
  await expect(page.getByText('Claim Saved.')).toBeVisible();
  await expect(claim.getByText('Closed Paid')).toBeVisible();
  await openTab(page, 'Details');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  await expect(page.getByText('This event status is locked until the related claim is closed.')).toHaveCount(0);

  // The activity log tells it.
  await openTab(page, 'Activity');
  const log = page.getByRole('table', { name: 'Activity' });
  await expect(log.getByRole('row').filter({ hasText: 'Filed' })).toContainText('"Smoke damage, unit 7"');
  await expect(log.getByRole('row').filter({ hasText: 'Status: New → Closed Paid' })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: '2 expenses, Total Expense $1,250.00' })).toBeVisible();
  await expect(
    log.getByRole('row').filter({ hasText: 'Approved → Claim in Progress (a claim is open)' }),
  ).toBeVisible();
  // The events list's Claim Type filter and column read the claim.
  await page.goto('/events?statusType=8');
  await pickOption(page, page.getByRole('combobox', { name: 'Claim Type' }), 'Property Casualty');
  await expect(page.getByRole('row').filter({ hasText: 'Unit 7' })).toContainText('Property Casualty');
  await changeOption(page, page.getByRole('combobox', { name: 'Claim Type' }), 'Vendor Liability');
  await expect(page.getByRole('row').filter({ hasText: 'Unit 7' })).toHaveCount(0);

  // The closed claim is in the Insurance Claims report over every claim date, and in its CSV.
  await page.goto('/reports/insuranceClaims');
  await page.getByPlaceholder('Select a date range').first().click();
  await page.getByRole('button', { name: /^All Claims: / }).click();
  const reported = page.getByRole('table', { name: 'Insurance Claims' }).getByRole('row', {
    name: /Smoke damage, unit 7/,
  });
  await expect(reported).toContainText('Property Casualty');
  await expect(reported).toContainText('Closed Paid');
  const { fileName, rows } = await downloadCsv(page, page.getByRole('button', { name: 'Download as CSV' }));
  expect(fileName).toBe('download.csv');
  const row = rows.find((cells) => cells[0] === 'Smoke damage, unit 7');
  expect(row?.[6]).toBe('Property Casualty');
  expect(row?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(row?.[15]).toBe('Closed Paid');
});

test('at 390 px wide the damages and claim forms work without the page scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/events', DEMO_LOGINS.admin.email);
  // 'Lobby entrance' (Slip and Fall, In Progress), which no other test reads.
  const eventId = await manageEvent(page, 'Lobby entrance');
  await openTab(page, 'Damages', true);
  await page.getByRole('button', { name: /^(edit )?Add$/ }).click();
  await page.getByRole('button', { name: /Add Expense$/ }).click();
  await changeOption(page, page.getByRole('combobox', { name: 'Type of expense 1' }), 'Other');
  await page.getByLabel('Name of expense 1').fill('Visitor');
  await page.getByLabel('Amount of expense 1').fill('80');
  expect(await sidewaysScroll(page)).toBe(390);
  await shot(page, 'damages-form-390');
  await page.getByRole('button', { name: /^(loading )?Save$/ }).click();
  await expect(page.getByText('Damage Related Expenses Saved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/eventManage/${eventId}/damages`);
  expect(await sidewaysScroll(page)).toBe(390);

  await openTab(page, 'Claim', true);
  await page.getByRole('button', { name: /Create Claim$/ }).click();
  await page.getByLabel('Title').fill('Lobby fall');
  await page.getByLabel('Repair Cost').fill('20');
  await expect(page.getByTestId('claim-total-loss')).toHaveText('$100.00');
  expect(await sidewaysScroll(page)).toBe(390);
  await shot(page, 'claim-form-390');
  await page.getByRole('button', { name: /^(loading )?Save$/ }).click();
  await expect(page.getByText('Claim Saved.')).toBeVisible();
  await expect(page.locator('.ant-card', { hasText: 'Lobby fall' }).getByTestId('claim-totalLoss')).toHaveText(
    '$100.00',
  );
  expect(await sidewaysScroll(page)).toBe(390);
  await shot(page, 'claims-tab-390');
});
