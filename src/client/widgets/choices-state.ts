/** How a select whose choices come from the server looks while they load, or after they failed. */
export interface ChoicesView {
  /** No choice can be made yet: the select is disabled, so nothing is picked from a list still arriving. */
  waiting: boolean;
  placeholder: string;
  /** What the open list says when it has no option. */
  empty: string;
  status?: 'error';
}

export const CHOICES_LOADING = 'Loading...';
export const CHOICES_FAILED = 'The choices could not be loaded: open to try again';

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
 * reads again with the list left open.
 */
export function choicesView(query: ChoicesQuery, placeholder: string): ChoicesView {
  if (query.isError) return { waiting: false, placeholder: CHOICES_FAILED, empty: CHOICES_FAILED, status: 'error' };
  if (query.isPending) {
    return { waiting: query.errorUpdateCount === 0, placeholder: CHOICES_LOADING, empty: CHOICES_LOADING };
  }
  return { waiting: false, placeholder, empty: 'Nothing to choose' };
}
