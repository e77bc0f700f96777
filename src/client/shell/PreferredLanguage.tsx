import { useEffect } from 'react';
import { setLanguage } from '../i18n/language.ts';
import { usePreferences } from '../pages/profile/language-preference.ts';

/**
 * Once signed in, the app speaks the person's language (their preference on the server, from any
 * browser they use); this browser then starts in it next time (i18n/language.ts).
 */
export function PreferredLanguage() {
  const language = usePreferences().data?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  return null;
}
