import { afterEach, describe, expect, it } from 'vitest';
import { firstRunSchema } from '../../../schemas/onboarding.ts';
import { firstRunText } from '../../../src/client/i18n/en/first-run.ts';
import { setLanguage } from '../../../src/client/i18n/language.ts';
import { i18nProvider } from '../../../src/client/providers/i18n-provider.ts';
import { routeOfPath, routeTitle } from '../../../src/client/rules/app-routes.ts';
import { failureToastText } from '../../../src/client/session/response-handling.ts';
import { APP_ROUTES } from '../../../src/client/shell/app-routes.ts';
import { COMPANY_TYPES } from '../../../src/domain/company/company.ts';
import { companyTypeText } from '../../../src/domain/i18n/en/company-type.ts';

/** Page titles and the session's words follow the app's language when shown; each test ends in English. */
afterEach(async () => {
  await setLanguage('en');
});

const titleOf = (path: string) => {
  const route = routeOfPath(APP_ROUTES, path);
  if (!route) throw new Error(`no route for ${path}`);
  return routeTitle(route);
};

describe('page titles', () => {
  it('read as the route table has them in English', () => {
    for (const route of APP_ROUTES) expect(routeTitle(route)).toBe(route.title);
  });

  it('are in Spanish once chosen, pages several routes share included', async () => {
    await setLanguage('es');
    expect(titleOf('/eventAdd')).toBe('Agregar evento');
    expect(titleOf('/procedures/1')).toBe('Procedimientos');
    expect(titleOf('/eventManage/42')).toBe('Administrar evento');
    expect(routeOfPath(APP_ROUTES, '/events/42')?.notAllowedMessage).toBe('No tiene autorización para ver esta página');
  });
});

describe('the first run and the session', () => {
  it('name the fields and company types in English as the contract and the domain do', () => {
    for (const [field, schema] of Object.entries(firstRunSchema.properties)) {
      expect(firstRunText.en[field as keyof typeof firstRunText.en]).toBe(schema.title);
    }
    for (const type of COMPANY_TYPES) {
      expect(companyTypeText.en[String(type.value) as keyof typeof companyTypeText.en]).toBe(type.label);
    }
  });

  it('toast a refused read in Spanish once chosen', async () => {
    await setLanguage('es');
    expect(failureToastText(400, { method: 'GET' })).toBe('Se rechazó la solicitud.');
  });
});

describe("Refine's words", () => {
  it('are left to Refine in English, and in Spanish come from the catalogue', async () => {
    expect(i18nProvider.translate('warnWhenUnsavedChanges', 'Are you sure?')).toBeUndefined();
    await setLanguage('es');
    expect(i18nProvider.translate('notifications.error', { statusCode: 500 }, 'Error (status code: 500)')).toBe(
      'Error (código de estado: 500)',
    );
    expect(i18nProvider.translate('vendors.vendors', 'Vendor')).toBeUndefined();
  });
});
