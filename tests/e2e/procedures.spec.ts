import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/** Picks an option of the antd select labelled `label` (clicking through a shown value). */
async function pick(page: Page, label: string, option: string | RegExp) {
  // A required field's accessible name starts with antd's '* ' marker.
  const name = new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const box = page.getByRole('combobox', { name });
  const id = await box.getAttribute('id');
  const list = page.locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  const item = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
  // A select in a modal that is still animating in may miss the first click, and a list that is
  // drawn again as its options arrive (a type's categories) may lose the option being clicked:
  // open, see the option and click it, until a click lands.
  await expect(async () => {
    await box.click({ force: true });
    await expect(item).toBeVisible({ timeout: 1_000 });
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').getByText(text);
}

test('author a branching procedure with a checklist, preview both branches, save, copy it, see duplicates', async ({
  page,
}) => {
  await openSignedIn(page, '/procedures/1', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add Procedure' }).click();
  const editor = await openedDialog(page, 'Procedure Steps');
  await expect(editor).toBeVisible();

  // A type that already has a procedure (seeded Water Intrusion, no category) cannot be saved again.
  await pick(page, 'Response Type', 'Water Intrusion');
  await expect(editor.getByText('A procedure with this type and category already exists.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await pick(page, 'Response Type', 'Mold');
  await pick(page, 'Category', 'Visible Growth');
  await expect(editor.getByText('A procedure with this type and category already exists.')).toHaveCount(0);

  // Step 1: Yes/No. Step 2: a checklist. Step 3: a text answer.
  await editor.getByLabel('Step 1 text').fill('Is the mold larger than 10 square feet?');
  await editor.getByRole('button', { name: 'Add Step', exact: true }).click();
  await editor.getByLabel('Step 2 text').fill('Contain the area');
  await pick(page, 'Step 2 Type', 'Checklist');
  await editor.getByLabel('Step 2 item 1').fill('Close the doors');
  await editor.getByRole('button', { name: 'Add item to step 2' }).click();
  await editor.getByLabel('Step 2 item 2').fill('Turn off the HVAC');
  await editor.getByRole('button', { name: 'Add Step', exact: true }).click();
  await editor.getByLabel('Step 3 text').fill('Describe the affected area');
  await pick(page, 'Step 3 Type', 'Text Input');
  await pick(page, 'Step 1 If Yes', /^Go to step 2/);
  await pick(page, 'Step 1 If No', /^Go to step 3/);
  await pick(page, 'Step 2 After this step', /^Go to step 3/);

  // Preview, Yes branch: 1 -> 2 -> 3 -> end.
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Is the mold larger than 10 square feet?')).toBeVisible();
  await preview.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(preview.getByText('Contain the area')).toBeVisible();
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByText('Describe the affected area')).toBeVisible();
  await preview.getByRole('button', { name: 'Prev', exact: true }).click();
  await expect(preview.getByText('Contain the area')).toBeVisible();
  await preview.getByRole('button', { name: 'Prev', exact: true }).click();
  // No branch: 1 -> 3.
  await preview.getByRole('button', { name: 'No', exact: true }).click();
  await expect(preview.getByText('Describe the affected area')).toBeVisible();
  await preview.getByRole('textbox').fill('Behind the washer');
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByText('End of procedure')).toBeVisible();
  await editor.getByRole('button', { name: 'Exit Preview Mode' }).click();

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Procedure Saved.')).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(editor).toBeHidden();

  // Copy it: onto a type that has a procedure it overwrites; onto a free one it copies.
  await page.getByRole('button', { name: 'Copy Mold/Visible Growth' }).click();
  const copy = await openedDialog(page, 'Copy Procedure from Mold/Visible Growth');
  await pick(page, 'Type', 'Mold');
  await pick(page, 'Category', 'Visible Growth');
  await expect(copy.getByText('You cannot copy an existing procedure to itself')).toBeVisible();
  await pick(page, 'Type', 'Fire');
  await expect(copy.getByRole('button', { name: 'Overwrite' })).toBeVisible();
  await expect(
    copy.getByText(
      'A procedure with this type and category already exists. Saving your changes will overwrite the existing procedure.',
    ),
  ).toBeVisible();
  await pick(page, 'Type', 'Weather');
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page, 'Procedure Copied.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit Weather/ })).toBeVisible();
});
