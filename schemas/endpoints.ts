/**
 * Every endpoint of the API, by area: the server registers exactly these (the contract test
 * proves it), and the OpenAPI document and the typed clients derive from them.
 */
import { personEndpoints } from './person.ts';
import { propertyEndpoints } from './property.ts';
import { propertyGroupEndpoints } from './property-group.ts';
import type { Endpoint } from './protocol/contract.ts';
import { vendorEndpoints } from './vendor.ts';

export const ENDPOINTS_BY_AREA = {
  vendors: vendorEndpoints,
  people: personEndpoints,
  properties: propertyEndpoints,
  propertyGroups: propertyGroupEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, flat. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS_BY_AREA).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
