import type { Page } from '@playwright/test';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { preferencesEndpoints } from '../../schemas/preferences.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiAs } from './api-as.ts';
import { axeViolations } from './axe.ts';
import { scheduleDemoInspection } from './demo-inspection.ts';
import { openedDialog } from './dialog.ts';
import { expectThumbnail, PNG } from './photos.ts';
import { pickOption } from './select.ts';
import { openSignedIn } from './sign-in.ts';
import { expect, test } from './test.ts';

/**
 * Issue 27, English and Spanish: a person whose preference is Spanish sees the field screens in
 * Spanish — the shell, home, My Tasks, the Perform Task and Add Event wizards — on a phone, with axe's WCAG
 * 2.2 AA rules holding (the page's language included). The preference is the reporter's own,
 * saved through the API; it goes back to English at the end, since the worker's later spec files
 * sign the reporter in again and expect English.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const TASK = `Revisión ${Date.now().toString(36)}`;
const LOCATION = 'Cuarto de bombas';

/** The reporter's one property (the demo seed's first) as the picker lists it. */
const PROPERTY = 'Lakeview Apartments · Springfield, IL';

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

test('in Spanish at 390 px: an incident reported through the Add Event wizard, every tab in Spanish, axe clean', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Its own location: the worker's other specs report at the same property.
  const location = `Sótano ${Date.now().toString(36)}`;
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems: string[] = [];
  const check = async (scene: string, name: string) => {
    problems.push(...(await axeViolations(page, scene)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, name);
  };
  const next = page.getByRole('button', { name: 'Siguiente' });
  const place = page.getByRole('navigation', { name: 'Pasos para agregar un evento' });
  const stepTitle = page.locator('.step-view .ant-card-head-title');
  const stepText = (text: string | RegExp) => page.getByRole('heading', { name: text });
  await openSignedIn(page, '/EventAdd', DEMO_LOGINS.reporter.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
  await saveLanguage(page, 'es');
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar evento' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Event Info: its fields, the side panels, and the spec's checks, in Spanish.
    await expect(place.getByText('Datos del evento (1 de 6)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Proveedores' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Contactos' })).toBeDisabled();
    await next.click();
    for (const message of ['La propiedad es obligatoria.', 'El tipo es obligatorio.', 'La categoría es obligatoria.']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await check('Agregar evento · Datos del evento', 'spanish-event-info-390');
    const inProgress = page.waitForResponse((response) => response.url().includes('/reportinprogress'));
    await pickOption(page, page.getByRole('combobox', { name: 'Propiedad' }), PROPERTY);
    // Reports left in progress at the property by the worker's other specs are offered first.
    const { eventsInProgress } = (await (await inProgress).json()) as { eventsInProgress: unknown[] };
    if (eventsInProgress.length > 0) {
      const modal = await openedDialog(page, 'Eventos en curso');
      await expect(modal.getByText('Ya hay eventos reportados en esta ubicación.')).toBeVisible();
      await modal.getByRole('button', { name: 'Continuar con el evento nuevo' }).click();
      await expect(modal).toBeHidden();
    }
    await page.getByRole('button', { name: 'Proveedores' }).click();
    const vendors = await openedDialog(page, /^Proveedores/);
    await expect(vendors.getByRole('link', { name: 'Enviar un correo a Rapid Restoration Co.' })).toBeVisible();
    await vendors.getByRole('button', { name: 'Cerrar' }).click();
    await expect(vendors).toBeHidden();
    await pickOption(page, page.getByRole('combobox', { name: 'Tipo' }), 'Water Intrusion');
    await pickOption(page, page.getByRole('combobox', { name: 'Categoría' }), 'Roof Leak');
    await page.getByRole('textbox', { name: 'Ubicación' }).fill(location);
    await next.click();

    // Emergency: the question and its check; CALL 911 still dials.
    await expect(page.getByRole('link', { name: 'LLAMAR AL 911' })).toHaveAttribute('href', 'tel:911');
    await expect(place.getByText('Emergencia (2 de 6)')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: /^Agregar evento E-\d{4}-\d{5}$/ });
    const number = ((await heading.textContent()) ?? '').replace('Agregar evento', '').trim();
    await next.click();
    await expect(page.getByText('Debe indicar si intervienen los servicios de emergencia.')).toBeVisible();
    await expect(page.getByText('¿Intervienen los servicios de emergencia?')).toBeVisible();
    await expect(page.getByText('Sí', { exact: true })).toBeVisible();
    await check('Agregar evento · Emergencia', 'spanish-emergency-390');

    // Left and started afresh: the report in progress is offered at the property, and resumed.
    await page.goto('/EventAdd');
    await pickOption(page, page.getByRole('combobox', { name: 'Propiedad' }), PROPERTY);
    const modal = await openedDialog(page, 'Eventos en curso');
    await expect(modal.getByText('Ya hay eventos reportados en esta ubicación.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continuar con el evento nuevo' })).toBeVisible();
    await check('Agregar evento · Eventos en curso', 'spanish-in-progress-390');
    await modal.getByRole('button', { name: `Retomar evento ${number}` }).click();
    await expect(heading).toHaveText(`Agregar evento ${number}`);
    await expect(place.getByText('Emergencia (2 de 6)')).toBeVisible();
    await page.getByText('No', { exact: true }).click();
    await next.click();

    // Review: severity, when it occurred (at the property's clock), and the check.
    await expect(page.getByRole('button', { name: 'Ahora' })).toBeVisible();
    await expect(place.getByText('Revisión (3 de 6)')).toBeVisible();
    await next.click();
    await expect(page.getByText('La fecha y la hora son obligatorias.')).toBeVisible();
    await expect(page.getByText('Gravedad', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Hora local en Lakeview Apartments /)).toBeVisible();
    await page.getByText('Alta', { exact: true }).click();
    await page.getByRole('button', { name: 'Ahora' }).click();
    await expect(page.getByRole('textbox', { name: 'Fecha del incidente' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await check('Agregar evento · Revisión', 'spanish-review-390');
    await next.click();

    // Procedure: the demo procedure's No branch; step titles, answers and checks in Spanish.
    await expect(stepText('Is water still actively leaking?')).toBeVisible();
    await expect(stepTitle).toHaveText('Paso 1');
    await expect(place.getByText('Procedimiento (4 de 6)')).toBeVisible();
    await next.click();
    await expect(page.getByText('Debe elegir sí o no.')).toBeVisible();
    await check('Agregar evento · Procedimiento', 'spanish-procedure-390');
    await page.getByRole('group', { name: 'Respuesta' }).getByRole('button', { name: 'No', exact: true }).click();
    await expect(stepText(/^Photograph the affected area/)).toBeVisible();
    await expect(stepTitle).toHaveText('Paso 2');
    await expect(page.getByText('Todavía no hay fotos o videos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tomar foto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elegir archivos' })).toBeVisible();
    await page.locator('input[type=file][aria-label="Elegir fotos o videos"]').setInputFiles({
      name: 'gotera.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('button', { name: 'Quitar gotera.png' })).toBeVisible();
    await check('Agregar evento · Paso de fotos', 'spanish-photo-step-390');
    await page.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByText('Los archivos se subieron correctamente.')).toBeVisible();
    await expectThumbnail(page, 'gotera.png');
    await next.click();
    await expect(stepText(/^Describe the extent of the damage/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Respuesta' }).fill('Mancha en el techo del pasillo.');
    await next.click();
    const checklist = page.getByRole('group', { name: 'Lista de verificación' });
    await expect(checklist).toBeVisible();
    for (const item of await checklist.getByRole('checkbox').all()) await item.check();
    await next.click();
    await expect(stepText('Notify the property manager and the insurance carrier.')).toBeVisible();
    await next.click();
    await expect(page.getByText('Debe confirmar este paso.')).toBeVisible();
    await page.getByRole('button', { name: 'Entendido' }).click();

    // Images/Videos, then Finalize: the report is done, in Spanish.
    await expect(page.getByRole('region', { name: 'Fotos/Videos' })).toBeVisible();
    await expect(place.getByText('Fotos/Videos (5 de 6)')).toBeVisible();
    await expect(page.getByText('Agregue fotos o videos del evento (opcional).')).toBeVisible();
    await check('Agregar evento · Fotos/Videos', 'spanish-media-390');
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeVisible();
    await next.click();
    await expect(page.getByText(`Se reportó el evento ${number}.`)).toBeVisible();
    await expect(page.getByText(`Water Intrusion / Roof Leak en Lakeview Apartments`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Listo' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Reportar otro evento' })).toHaveAttribute('href', '/EventAdd');
    await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveCount(0);
    await check('Agregar evento · Finalizar', 'spanish-finalize-390');
    expect(problems, problems.join('\n')).toEqual([]);

    // The event is in the API as the wizard reported it: New, its procedure complete (the list is a manager's).
    const manager = await browser.newContext();
    try {
      const managerPage = await manager.newPage();
      await openSignedIn(managerPage, '/profile', DEMO_LOGINS.manager.email);
      const call = await apiAs(managerPage);
      const list = await call<{ events: { number: string; status: number; isSopComplete: boolean }[] }>(
        eventEndpoints.list,
        { query: { search: location, statusType: '-1' } },
      );
      expect(list.events).toEqual([expect.objectContaining({ number, status: 0, isSopComplete: true })]);
    } finally {
      await manager.close();
    }
  } finally {
    await saveLanguage(page, 'en');
    await context.close();
  }
});

test('in Spanish: the subscription editor’s preview sentence is Spanish, as the server words it', async ({ page }) => {
  await openSignedIn(page, '/notificationAdd/new', DEMO_LOGINS.manager.email);
  await expect(page.getByTestId('notification-preview')).toContainText('When an Event');
  await saveLanguage(page, 'es');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The shared sentence with the browser's translator (the same words a notice's subject has).
    await expect(page.getByTestId('notification-preview')).toContainText(/^Cuando un evento /);
    expect(await axeViolations(page, 'Suscripción nueva')).toEqual([]);
  } finally {
    await saveLanguage(page, 'en');
  }
});

test('in Spanish the header never lets its items run under the links beside them: the drawer at 1280 px, the bar at 1440', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/', DEMO_LOGINS.admin.email);
  // English fits in the bar at 1280 px.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscriptions' }),
  ).toBeVisible();
  await saveLanguage(page, 'es');
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The longer Spanish words do not fit beside the brand, the support links and the name: the drawer.
    await expect(page.getByRole('button', { name: 'Abrir el menú de navegación' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 800 });
    const last = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Suscripciones' });
    await expect(last).toBeVisible();
    const terms = page.getByRole('banner').getByRole('link', { name: 'Términos y condiciones' });
    const [item, link] = [await last.boundingBox(), await terms.boundingBox()];
    expect(item && link && item.x + item.width <= link.x).toBe(true);
    expect(await axeViolations(page, 'Inicio 1440')).toEqual([]);
  } finally {
    await saveLanguage(page, 'en');
  }
});
