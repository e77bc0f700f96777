import { SEARCH_MAX_LENGTH } from '../../domain/common/list-search.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

export { SEARCH_MAX_LENGTH };

/** What a list is asked to search for: the typed text, trimmed and cut to the API's limit. */
export function searchTerm(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The search term of a search box, once typing has paused. */
export function useSearchTerm(text: string): string {
  return useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
}
