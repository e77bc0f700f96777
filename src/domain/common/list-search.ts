/**
 * The longest search a list accepts: the API refuses longer ones (the list query's `search`
 * maxLength) and the search boxes stop there, so a long paste is cut, never refused.
 */
export const SEARCH_MAX_LENGTH = 200;
