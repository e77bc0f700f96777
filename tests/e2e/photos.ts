import { expect, type Page } from '@playwright/test';

/** A 2×2 red PNG: small, and a real image the server's thumbnailer can read. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses a PNG in the uploader on screen; it waits in the list to be sent. */
export async function choosePhoto(page: Page, name: string) {
  await page.locator('input[type=file][aria-label="Choose images or videos"]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

/** The photo's thumbnail is shown and drawn (fetched with the token, or from its blob on the device). */
export async function expectThumbnail(page: Page, name: string) {
  const thumbnail = page.locator(`img[alt="${name}"]`);
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}
