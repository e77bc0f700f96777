import { lookupEndpoints } from '../../../../schemas/lookups.ts';

/**
 * `'ui:widget': 'usState'` on `{ type: 'string' }` (the value is the abbreviation, 'IL'): a
 * searchable select of GET /lookup/states. `ui:placeholder` replaces 'Select a state'.
 */
export type UsStateWidgetOptions = Record<string, never>;

/** Where the states come from: the states lookup, answered whole. */
export const STATES_SOURCE = { endpoint: lookupEndpoints.states, paged: false } as const;
