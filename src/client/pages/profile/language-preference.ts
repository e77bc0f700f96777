import { useQuery } from '@tanstack/react-query';
import { preferencesEndpoints } from '../../../../schemas/preferences.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';

/** The preferences' query key (the profile's save writes the saved answer there). */
export const PREFERENCES_KEY = ['accountPreferences'];

/**
 * The signed-in person's preferences (GET /account/preferences): the language the app speaks to
 * them, which their first sign-in took from the browser. Read once per sign-in (the shell's
 * PreferredLanguage); the profile's choice is saved by LanguageCard.
 */
export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => callEndpoint(preferencesEndpoints.preferences, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
