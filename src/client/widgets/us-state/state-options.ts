/** One state as GET /lookup/states answers it (spec 000 §3, State lookup). */
export interface StateRow {
  name: string;
  abbreviation: string;
}

export interface StateOption {
  value: string;
  label: string;
  /** What a search matches: the name and the abbreviation. */
  search: string;
}

/**
 * Select options: labelled by name, valued by abbreviation. A stored value the lookup does not
 * know (typed before the lookup existed) is kept as an option, so it still shows.
 */
export function stateOptions(rows: readonly StateRow[], current: unknown): StateOption[] {
  const options = rows.map((row) => ({
    value: row.abbreviation,
    label: row.name,
    search: `${row.name} ${row.abbreviation}`.toLowerCase(),
  }));
  if (typeof current === 'string' && current !== '' && !rows.some((row) => row.abbreviation === current)) {
    options.unshift({ value: current, label: current, search: current.toLowerCase() });
  }
  return options;
}

/** antd's filterOption: the typed text anywhere in the name, or the abbreviation. */
export function matchesState(input: string, option: StateOption | undefined): boolean {
  return Boolean(option?.search.includes(input.trim().toLowerCase()));
}
