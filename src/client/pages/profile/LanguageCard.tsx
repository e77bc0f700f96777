import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Radio, Typography } from 'antd';
import { useId } from 'react';
import { preferencesEndpoints } from '../../../../schemas/preferences.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../domain/common/language.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { profileText } from '../../i18n/en/profile.ts';
import { setLanguage, translate, useLanguage, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { PREFERENCES_KEY, usePreferences } from './language-preference.ts';

/**
 * The profile's language choice: saved (POST /account/preferences), then the app speaks it and
 * says so in it. A refusal or no answer was toasted by the HTTP client; the choice stays as it was.
 */
function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => callEndpoint(preferencesEndpoints.savePreferences, { body: { language } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      await setLanguage(saved.language);
      showToast('success', translate(profileText, 'languageSaved'));
    },
  });
}

/**
 * The person's language (issue 27): English or Español, each in its own words; a choice is saved
 * at once and the app speaks it from then on, on every device they sign in to.
 */
export function LanguageCard() {
  const t = useText(profileText);
  const speaking = useLanguage();
  const preferences = usePreferences();
  const save = useSaveLanguage();
  const helpId = useId();
  const chosen = save.isPending ? save.variables : (preferences.data?.language ?? speaking);
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 18 }}>{t('language')}</h3>} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" id={helpId}>
        {t('languageHelp')}
      </Typography.Paragraph>
      <Radio.Group
        aria-label={t('language')}
        aria-describedby={helpId}
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={chosen}
        disabled={save.isPending || preferences.isPending}
        onChange={(event) => save.mutate(event.target.value)}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
        }))}
      />
    </Card>
  );
}
