import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A dialog once it has finished opening. antd zooms a modal in from the pointer, and for a frame
 * or two before the zoom starts the panel already sits, unscaled, where it will end: Playwright's
 * "stable for two frames" check can pass then, and its click lands beside the shrunken panel and
 * is lost (a confirm's Delete did nothing on a loaded machine). The panel carries the
 * ant-zoom-appear/-enter classes until the zoom ends.
 */
export async function openedDialog(page: Page, name?: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', name === undefined ? undefined : { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
  return dialog;
}
