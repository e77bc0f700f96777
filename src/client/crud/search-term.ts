import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

/**
 * The longest search the list API accepts (`search` maxLength in src/server/http/list-query.ts;
 * a unit test keeps the two equal). Search boxes stop there, so a long paste is cut, not refused.
 */
export const SEARCH_MAX_LENGTH = 200;

/** What a list is asked to search for: the typed text, trimmed and cut to the API's limit. */
export function searchTerm(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The search term of a search box, once typing has paused. */
export function useSearchTerm(text: string): string {
  return useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
}
