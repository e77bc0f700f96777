import type { Page } from '@playwright/test';
import { preferencesEndpoints } from '../../schemas/preferences.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { axeViolations } from './axe.ts';
import { scheduleDemoInspection } from './demo-inspection.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

/**
 * Issue 27, English and Spanish: a person whose preference is Spanish sees the field screens in
 * Spanish — the shell, home, My Tasks and the Perform Task wizard — on a phone, with axe's WCAG
 * 2.2 AA rules holding (the page's language included). The preference is the reporter's own,
 * saved through the API; it goes back to English at the end, since the worker's later spec files
 * sign the reporter in again and expect English.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const TASK = `Revisión ${Date.now().toString(36)}`;
const LOCATION = 'Cuarto de bombas';

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Saves the signed-in person's language with their own token (as the profile does). */
async function saveLanguage(page: Page, language: 'en' | 'es') {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? ((JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '')
      : '';
  });
  const response = await page.request.fetch(`/api${preferencesEndpoints.savePreferences.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(response.status()).toBe(200);
}

test('in Spanish at 390 px: home, My Tasks and Perform Task speak Spanish, axe clean', async ({ browser }) => {
  test.setTimeout(180_000);
  await scheduleDemoInspection(browser, TASK, LOCATION);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems: string[] = [];
  await openSignedIn(page, '/', DEMO_LOGINS.reporter.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Riley' })).toBeVisible();
  await saveLanguage(page, 'es');
  try {
    // The next start reads the preference and switches; the start after it speaks Spanish at once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Riley' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/^Inicio · /);
    await expect(page.getByRole('button', { name: 'Reportar evento nuevo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir el menú de navegación' })).toBeVisible();
    await expect(page.getByText('Resumen de eventos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
    problems.push(...(await axeViolations(page, 'Inicio')));
    await shot(page, 'spanish-home-390');

    await page.getByRole('button', { name: 'Administrar mis tareas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis tareas / inspecciones' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Propiedad' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Secciones de tareas' });
    await expect(sections.getByRole('button', { name: /^\(\d+\) Vencidas$/ })).toBeVisible();
    await expect(sections.getByRole('button', { name: /^\(\d+\) Completadas$/ })).toBeVisible();
    problems.push(...(await axeViolations(page, 'Mis tareas')));
    await shot(page, 'spanish-my-tasks-390');

    await sections.getByRole('button', { name: /^\(\d+\) Para esta semana$/ }).click();
    await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
    const perform = page.getByRole('link', { name: `Realizar ${TASK} en ${LOCATION}` });
    await expect(perform).toBeVisible();
    await expect(page.getByText(/^Vence el \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    problems.push(...(await axeViolations(page, 'Mis tareas · Para esta semana')));
    await shot(page, 'spanish-my-tasks-week-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await perform.click();
    await expect(page.getByRole('heading', { level: 1, name: `Realizar tarea - ${TASK} : ${LOCATION}` })).toBeVisible();
    await expect(page.getByText('Paso 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Respuesta' }).getByRole('button', { name: 'Sí' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar' })).toBeVisible();
    problems.push(...(await axeViolations(page, 'Realizar tarea')));
    await shot(page, 'spanish-perform-task-390');
    expect(problems, problems.join('\n')).toEqual([]);
  } finally {
    await saveLanguage(page, 'en');
    await context.close();
  }
});
