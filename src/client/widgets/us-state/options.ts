/**
 * `'ui:widget': 'usState'` on `{ type: 'string' }` (the value is the abbreviation, 'IL'): a
 * searchable select of GET /lookup/states. `ui:placeholder` replaces 'Select a state'.
 */
export type UsStateWidgetOptions = Record<string, never>;

/** Where the states come from. */
export const STATES_SOURCE = { path: '/lookup/states', responseKey: 'states', paged: false } as const;
