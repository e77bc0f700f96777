import { widgetsText } from '../i18n/en/widgets.ts';
import { translate } from '../i18n/language.ts';

/** How a select whose choices come from the server looks while they load, or after they failed. */
export interface ChoicesView {
  /** No choice can be made yet: the select is disabled, so nothing is picked from a list still arriving. */
  waiting: boolean;
  placeholder: string;
  /** What the open list says when it has no option. */
  empty: string;
  status?: 'error';
}

/** In English (the catalogue's); a select shows them in the app's language (`choicesView`). */
export const CHOICES_LOADING = widgetsText.en.loading;
export const CHOICES_FAILED = widgetsText.en.choicesFailed;

/** The react-query state a select reads its choices from. */
export interface ChoicesQuery {
  isPending: boolean;
  isError: boolean;
  /** How many reads have failed: once one has, a new read is the user's retry, in an open list. */
  errorUpdateCount: number;
}

/**
 * The select's state from its query: disabled while the first read is under way (a choice made
 * then would be lost when the options arrive); a failed read says so, and opening the select
 * reads again with the list left open. Worded in the app's language when called (at render).
 */
export function choicesView(query: ChoicesQuery, placeholder: string): ChoicesView {
  if (query.isError) {
    const failed = translate(widgetsText, 'choicesFailed');
    return { waiting: false, placeholder: failed, empty: failed, status: 'error' };
  }
  if (query.isPending) {
    const loading = translate(widgetsText, 'loading');
    return { waiting: query.errorUpdateCount === 0, placeholder: loading, empty: loading };
  }
  return { waiting: false, placeholder, empty: translate(widgetsText, 'nothingToChoose') };
}
