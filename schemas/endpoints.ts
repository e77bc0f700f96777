/**
 * Every endpoint of the API, by area: the server registers exactly these (the contract test
 * proves it), and the OpenAPI document and the typed clients derive from them.
 */
import { eventCategoryEndpoints } from './event-category.ts';
import { procedureEndpoints } from './procedure.ts';
import type { Endpoint } from './protocol/contract.ts';
import { vendorEndpoints } from './vendor.ts';

export const ENDPOINTS_BY_AREA = {
  vendors: vendorEndpoints,
  eventCategories: eventCategoryEndpoints,
  procedures: procedureEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, flat. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS_BY_AREA).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
