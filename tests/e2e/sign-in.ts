import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';

/** Signs in on the embedded provider's real login page (the browser is already there). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByText('Change the way you recover by how you respond.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a path as a signed-out visitor and signs in; the app brings the browser back there. */
export async function openSignedIn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

export function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Opens a header submenu by hovering its title and clicks one of its links. The popup closes
 * when the pointer leaves it, and on a loaded machine the header can still be laying out when
 * the hover lands; so hover and click are tried together until the click goes through.
 */
export async function clickMenuLink(page: Page, menu: string, link: string): Promise<void> {
  await expect(async () => {
    await navigation(page).getByText(menu, { exact: true }).hover();
    await page.getByRole('link', { name: link, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
