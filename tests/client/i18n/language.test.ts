import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { namespace } from '../../../src/client/i18n/catalogue.ts';
import { myTasksText } from '../../../src/client/i18n/en/my-tasks.ts';
import { antdLocale, currentLanguage, setLanguage, translate } from '../../../src/client/i18n/language.ts';
import { bannerText } from '../../../src/client/pages/my-tasks/my-tasks-view.ts';
import { WizardNav } from '../../../src/client/pages/step-wizard/WizardNav.tsx';
import { MESSAGES } from '../../../src/client/rules/messages.ts';
import { calendarDateText, dayjs, instantDateText } from '../../../src/domain/common/calendar-date.ts';
import { usdText } from '../../../src/domain/common/currency.ts';

/**
 * The language the app speaks (src/client/i18n/language.ts): English from the catalogue with no
 * pack, Spanish once its pack is in — the app's words, the shared toasts, antd's and dayjs's — and
 * dates and money as in English. The unit project shares modules: each test ends in English.
 */
afterEach(async () => {
  await setLanguage('en');
});

const nav = (complete: boolean) =>
  renderToStaticMarkup(createElement(WizardNav, { onNext: () => {}, busy: false, complete }));

describe('the language the app speaks', () => {
  it('is English at first, in the catalogue’s words, with antd’s own locale', () => {
    expect(currentLanguage()).toBe('en');
    expect(translate(myTasksText, 'back')).toBe('Back');
    expect(bannerText('DueThisWeek', 2)).toBe('(2) Due this week');
    expect(MESSAGES.forbidden).toBe('You do not have permission to perform this action.');
    expect(MESSAGES.sessionExpiring(2)).toBe('Your session will expire in 2 minute(s). Please save your work.');
    expect(antdLocale()).toBeUndefined();
    expect(nav(true)).toContain('Complete');
  });

  it('speaks Spanish once its pack is in: the screens, the toasts, antd and dayjs', async () => {
    expect(await setLanguage('es')).toBe(true);
    expect(currentLanguage()).toBe('es');
    expect(translate(myTasksText, 'back')).toBe('Volver');
    expect(bannerText('Overdue', 3)).toBe('(3) Vencidas');
    expect(MESSAGES.forbidden).toBe('No tiene permiso para realizar esta acción.');
    expect(MESSAGES.sessionExpiring(5)).toBe('Su sesión caducará en 5 minuto(s). Guarde su trabajo.');
    expect(nav(true)).toContain('Completar');
    expect(nav(false)).toContain('Siguiente');
    expect(antdLocale()?.locale).toBe('es');
    expect(antdLocale()?.DatePicker?.lang.locale).toBe('es-us');
    expect(dayjs('2026-03-07').format('MMMM')).toBe('marzo');
  });

  it('keeps US dates, Sunday weeks and dollars in Spanish', async () => {
    await setLanguage('es');
    expect(calendarDateText('2026-03-07')).toBe('03/07/2026');
    expect(instantDateText('2026-03-07T15:00:00Z', 'America/Chicago')).toBe('03/07/2026');
    expect(dayjs('2026-03-07').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(usdText(1234.5)).toBe('$1,234.50');
  });

  it('falls back to English for a message the Spanish catalogue lacks', async () => {
    await setLanguage('es');
    const probe = namespace('probe-not-translated', { hello: 'Hello, {{name}}' });
    expect(translate(probe, 'hello', { name: 'Ana' })).toBe('Hello, Ana');
  });

  it('gives English back, dayjs too; the last choice wins when two cross', async () => {
    await setLanguage('es');
    await setLanguage('en');
    expect(translate(myTasksText, 'back')).toBe('Back');
    expect(dayjs('2026-03-07').format('MMMM')).toBe('March');
    const spanish = setLanguage('es');
    const english = setLanguage('en');
    await Promise.all([spanish, english]);
    expect(currentLanguage()).toBe('en');
  });
});
