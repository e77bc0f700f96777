import type { I18nProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { isLanguage } from '../../domain/common/language.ts';
import { refineText } from '../i18n/en/refine.ts';
import { currentLanguage, setLanguage, translate, useLanguage } from '../i18n/language.ts';

type RefineKey = keyof typeof refineText.en & string;

/**
 * Refine's words (its notifications, the unsaved-changes prompt) in the app's language. In
 * English, and for any key the catalogue does not hold (a resource's name), the answer is
 * undefined: Refine then writes its own default, so English reads exactly as Refine has it.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => {
    if (currentLanguage() === 'en' || !(key in refineText.en)) return undefined as unknown as string;
    // Refine passes the default message in place of the values when a message has none.
    const values = options !== null && typeof options === 'object' ? (options as Record<string, string | number>) : {};
    return translate(refineText, key as RefineKey, values);
  },
  changeLocale: async (locale) => {
    if (isLanguage(locale)) await setLanguage(locale);
  },
  getLocale: () => currentLanguage(),
};

/**
 * For <Refine i18nProvider>: a new provider object per language, since Refine's `useTranslate`
 * (and what memoises its words, such as the unsaved-changes prompt) renews only when it changes.
 */
export function useI18nProvider(): I18nProvider {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object per language is the point
  return useMemo(() => ({ ...i18nProvider }), [language]);
}
