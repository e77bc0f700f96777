import fs from 'node:fs';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { openedDialog } from './dialog.ts';
import { clickMenuItem, clickOption, openSelect } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

const POLICY = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SHOTS = process.env.E2E_SHOTS_DIR;

function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

async function addNew(page: Page, item: string) {
  await page.getByRole('button', { name: 'Add New' }).click();
  await clickMenuItem(page, item);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('the Resources library: a folder, a company document uploaded, downloaded, moved and deleted', async ({
  page,
}) => {
  await openSignedIn(page, '/resources', DEMO_LOGINS.admin.email);
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await expect(page.getByText('Root Folders', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open folder Properties' })).toBeVisible();
  await expect(page.getByText('No documents to display')).toBeVisible();

  // A folder: Archived cannot be set on a new one, Save waits for a name.
  await addNew(page, 'Add Folder');
  const folderModal = await openedDialog(page, 'Add Folder');
  await expect(folderModal.getByRole('checkbox', { name: 'Archived' })).toBeDisabled();
  await expect(folderModal.getByRole('button', { name: 'Save' })).toBeDisabled();
  await folderModal.getByLabel('Name').fill('Insurance');
  await folderModal.getByLabel('Notes').fill('Policies and certificates');
  await folderModal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Folder Saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open folder Insurance' })).toBeVisible();
  await shot(page, 'resources-root-1280');

  await page.getByRole('button', { name: 'Open folder Insurance' }).click();
  await expect(page.getByText('No folders to display')).toBeVisible();
  await expect(page.getByText('No images to display')).toBeVisible();
  await expect(page.getByText('No videos to display')).toBeVisible();

  // A document: picking the file fills the name.
  await addNew(page, 'Add Document');
  const upload = await openedDialog(page, 'Add Document');
  await expect(upload.getByRole('button', { name: 'Save' })).toBeDisabled();
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: POLICY });
  await expect(upload.getByLabel('Document Name')).toHaveValue('policy.pdf');
  await upload.getByLabel('Document Name').fill('Liability policy 2026');
  await upload.getByLabel('Note').fill('Renewed in March');
  await shot(page, 'resources-upload-1280');
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Media upload successfully')).toBeVisible();
  const card = page.getByRole('article', { name: 'Liability policy 2026' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Renewed in March')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open folder Insurance' })).toHaveCount(0);
  await shot(page, 'resources-folder-1280');

  // Download: the very bytes, under the file's own name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Liability policy 2026' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('policy.pdf');
  expect(fs.readFileSync(await download.path()).equals(POLICY)).toBe(true);

  // The list view shows the same document in a table.
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Liability policy 2026' })).toBeVisible();
  await shot(page, 'resources-list-1280');

  // Move it to the root: Move waits for a choice.
  await page.getByRole('button', { name: 'Move Liability policy 2026' }).click();
  const move = await openedDialog(page, 'Move Document');
  await expect(move.getByRole('button', { name: 'Move' })).toBeDisabled();
  // Picked once the list has finished sliding open (a click during the slide can miss: a CI flake).
  await openSelect(move.getByRole('combobox', { name: 'Folder' }));
  await clickOption(page, 'Root Folders');
  await expect(move.getByRole('button', { name: 'Move' })).toBeEnabled();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(toast(page, 'Document successfully moved')).toBeVisible();
  await expect(page.getByText('No documents to display')).toBeVisible();

  // Back at the root by the breadcrumb, and delete it there after the confirmation.
  await page.getByRole('link', { name: 'Root Folders' }).click();
  await page.getByRole('button', { name: 'Delete Liability policy 2026' }).click();
  const confirm = await openedDialog(page, 'Are you sure you want to delete, "Liability policy 2026"?');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Document deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Liability policy 2026' })).toHaveCount(0);
});

test("a property's library through the Properties folder, and a reader who may not change it", async ({ page }) => {
  await openSignedIn(page, '/resources', DEMO_LOGINS.manager.email);
  // The manager keeps properties, not the company's own library: no Add New at the root.
  await expect(page.getByRole('button', { name: 'Open folder Properties' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open folder Properties' }).click();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open folder Lakeview Apartments' }).click();
  // The breadcrumb ends at the property (its library may hold folders that other tests made).
  await expect(page.locator('[aria-current="location"]')).toHaveText('Lakeview Apartments');

  await addNew(page, 'Add Image');
  const upload = await openedDialog(page, 'Add Image');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await upload.locator('input[type=file]').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByLabel('Image Name')).toHaveValue('lobby.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'resources-upload-390');
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Media upload successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'lobby.png' })).toBeVisible();

  await expect(page.getByRole('article', { name: 'lobby.png' })).toBeInViewport({ ratio: 0.5 });
  await shot(page, 'resources-property-390');
});

test("an event's Documents tab: a document that needs its type, the event's photo moved, the document deleted, each in the activity log", async ({
  page,
}) => {
  await openSignedIn(page, '/events', DEMO_LOGINS.admin.email);
  const row = page.getByRole('row').filter({ hasText: 'Parking garage' });
  await row.getByRole('link', { name: /^Manage event / }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  // The event's own photo (reported with the wizard) sits at its root.
  const photo = page.getByRole('article', { name: 'garage-flooding.png' });
  // Its 100×100 thumbnail, fetched with the token.
  await expect(photo.getByRole('img', { name: 'garage-flooding.png' })).toHaveJSProperty('naturalWidth', 100);
  await expect(page.getByText('No folders to display')).toBeVisible();

  await addNew(page, 'Add Folder');
  const folderModal = await openedDialog(page, 'Add Folder');
  await folderModal.getByLabel('Name').fill('Invoices');
  await folderModal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Folder Saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Open folder Invoices' }).click();

  await addNew(page, 'Add Document');
  const upload = await openedDialog(page, 'Add Document');
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'pump-out.pdf', mimeType: 'application/pdf', buffer: POLICY });
  // Within an event the document type is required: Save waits for it.
  await expect(upload.getByRole('button', { name: 'Save' })).toBeDisabled();
  await openSelect(upload.getByRole('combobox', { name: 'Document Type' }));
  await clickOption(page, 'Invoice');
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Media upload successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'pump-out.pdf' }).getByText('Invoice')).toBeVisible();
  await shot(page, 'event-documents-1280');

  // Back at the root, the photo moves into the folder.
  await page.getByRole('link', { name: 'Root Folders' }).click();
  await page.getByRole('button', { name: 'Move garage-flooding.png' }).click();
  const move = await openedDialog(page, 'Move Image');
  const moveButton = move.getByRole('button', { name: 'Move' });
  // On a loaded machine the option's click can land while the list is still opening and pick
  // nothing (Move stays disabled): pick again until Move is enabled.
  await expect(async () => {
    if (await moveButton.isEnabled()) return;
    if (!(await page.locator('.ant-select-dropdown:visible').count())) {
      await openSelect(move.getByRole('combobox', { name: 'Folder' }));
    }
    await clickOption(page, 'Root Folders / Invoices');
    await expect(moveButton).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await moveButton.click();
  await expect(toast(page, 'Image successfully moved')).toBeVisible();
  await expect(page.getByText('No images to display')).toBeVisible();
  const invoices = page.getByRole('button', { name: 'Open folder Invoices' });
  await expect(invoices.locator('.ant-badge-count')).toHaveText('2');

  // The document deleted after its confirmation.
  await invoices.click();
  await page.getByRole('button', { name: 'Delete pump-out.pdf' }).click();
  const confirm = await openedDialog(page, 'Are you sure you want to delete, "pump-out.pdf"?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Document deleted successfully')).toBeVisible();
  await expect(page.getByText('No documents to display')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: 'garage-flooding.png' })).toBeVisible();
  await shot(page, 'event-documents-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Each change is in the event's activity log.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const log = page.getByRole('table', { name: 'Activity' });
  for (const [item, action, description] of [
    ['Folder', 'Saved', 'Invoices'],
    ['Document', 'Uploaded', 'pump-out.pdf in Invoices'],
    ['Image', 'Moved', 'garage-flooding.png to Invoices'],
    ['Document', 'Deleted', 'pump-out.pdf from Invoices'],
  ]) {
    await expect(
      log
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: item, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
        .filter({ hasText: description }),
    ).toBeVisible();
  }
});
