import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd select with its list in view: the select is centred first. A list that opens
 * past the bottom of the window makes Playwright scroll the page before clicking an option, and
 * antd re-aligns the list on scroll, so the click could land where the option no longer is
 * (the "Role empty, Save disabled" flake of issue 9, point 14).
 */
export async function openSelect(select: Locator): Promise<void> {
  await select.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await select.click();
}

/**
 * Clicks an option of the open list, once it is in view and has finished sliding open (a click
 * aimed during the slide can land where the option is not yet; see dialog.ts).
 */
export async function clickOption(page: Page, option: string): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible', { has: page.getByTitle(option, { exact: true }) });
  const item = list.getByTitle(option, { exact: true });
  await expect(item).toBeInViewport();
  await expect(list).not.toHaveClass(/\bant-slide-(up|down)-(appear|enter)\b/);
  await item.click();
}

/** Picks an option of an antd select and sees that the select shows it. */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await openSelect(select);
  await clickOption(page, option);
  await expect(page.locator('.ant-select', { has: select }).locator('.ant-select-selection-item')).toHaveText(option);
}

/** Picks another option of a select that already shows one: the shown value covers the combobox, so the select itself is clicked. */
export async function changeOption(page: Page, select: Locator, option: string): Promise<void> {
  const wrapper = page.locator('.ant-select', { has: select });
  await wrapper.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await wrapper.click();
  await clickOption(page, option);
  await expect(wrapper.locator('.ant-select-selection-item')).toHaveText(option);
}

/**
 * Clicks an item of an antd dropdown menu once the menu has finished sliding open: aimed during
 * the slide, the click lands on the item above (a resources test opened no 'Add Folder' dialog).
 */
export async function clickMenuItem(page: Page, item: string): Promise<void> {
  const menu = page.locator('.ant-dropdown:visible', { has: page.getByRole('menuitem', { name: item }) });
  await expect(menu).not.toHaveClass(/\bant-slide-(up|down)-(appear|enter)\b/);
  await menu.getByRole('menuitem', { name: item }).click();
}
