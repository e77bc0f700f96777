import { SCHEMA_MESSAGES } from '../src/domain/i18n/en/schema-messages.ts';
import type { FromSchema } from './from-schema.ts';
import { companyEndpoint, exportEndpoint, listEndpoint } from './protocol/contract.ts';

const shortText = (title: string) => ({ type: ['string', 'null'], title, maxLength: 200 }) as const;
const count = (title: string, maximum: number) => ({ type: ['integer', 'null'], title, minimum: 0, maximum }) as const;
const money = (title: string) =>
  ({ type: ['number', 'null'], title, minimum: 0, exclusiveMaximum: 1_000_000_000_000 }) as const;

/**
 * One building of a property's Statement of Values (spec 002 §3 PropertyInsurancePolicyDetails
 * 'statementOfValues'; the spec's client shows sample rows, ours are kept by policy managers):
 * the body of POST /properties/{id}/buildings and the form that edits it. No id means add.
 * `totalInsuranedValue` is spelled as the specification spells it.
 */
export const propertyBuildingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    locationNumber: shortText('Location #'),
    buildingNumber: shortText('Building #'),
    numberOfUnits: count('# of Units', 1_000_000),
    numberOfStories: count('# of Stories', 500),
    squareFeet: count('Square Feet', 100_000_000),
    buildingDescription: { type: ['string', 'null'], title: 'Building Description', maxLength: 1000 },
    occupancy: shortText('Occupancy'),
    yearBuilt: { type: ['integer', 'null'], title: 'Year Built', minimum: 1600, maximum: 2200 },
    construction: shortText('Construction'),
    rentControlled: shortText('Rent Controlled'),
    rentLoss: money('Rent Loss $'),
    ppCoverage: money('PP Coverage'),
    wiringType: shortText('Wiring'),
    sprinklered: shortText('Sprinklers'),
    hvac: shortText('HVAC'),
    plumbing: shortText('Plumbing'),
    roof: shortText('Roof'),
    floodZone: shortText('Flood Zone'),
    securedEntrance: shortText('Secured Entrance'),
    totalInsuranedValue: money('Total Insured Value'),
  },
} as const;

export type PropertyBuilding = FromSchema<typeof propertyBuildingSchema>;

/** A building as the API answers it: every field present (null when not given). */
export const propertyBuildingRowSchema = {
  ...propertyBuildingSchema,
  required: Object.keys(propertyBuildingSchema.properties) as (keyof typeof propertyBuildingSchema.properties)[],
} as const;

export type PropertyBuildingRow = FromSchema<typeof propertyBuildingSchema> & { id: string };

/** The words of the Statement of Values (ours: the spec's table is sample data). */
export const BUILDING_MESSAGES = {
  saved: SCHEMA_MESSAGES.buildingSaved,
  deleted: SCHEMA_MESSAGES.buildingDeleted,
  confirmDelete: SCHEMA_MESSAGES.buildingConfirmDelete,
  empty: SCHEMA_MESSAGES.buildingEmpty,
} as const;

const propertyBuildingList = listEndpoint({
  path: '/properties/:id/buildings',
  tag: 'insurance',
  summary: "One page of the property's Statement of Values, by location and building number",
  need: 'manageInsurancePolicies',
  sortFields: ['location'],
  defaultDirection: 'asc',
  envelope: 'buildings',
  row: propertyBuildingRowSchema,
  totalDescription: 'Buildings of the property, over all pages',
});

/** A property's Statement of Values: list (also the CSV), save, delete. They need manageInsurancePolicies. */
export const propertyBuildingEndpoints = {
  list: propertyBuildingList,
  export: exportEndpoint(propertyBuildingList, {
    fileName: 'statement-of-values',
    summary: 'Every building of the property, as a CSV file (the Statement of Values)',
  }),
  save: companyEndpoint({
    method: 'POST',
    path: '/properties/:id/buildings',
    tag: 'insurance',
    summary: 'Add a building to the property (no id) or update one of its buildings (id)',
    need: 'manageInsurancePolicies',
    body: propertyBuildingSchema,
    reply: { type: 'object', required: ['building'], properties: { building: propertyBuildingRowSchema } },
    envelope: 'building',
  }),
  delete: companyEndpoint({
    method: 'DELETE',
    path: '/properties/:id/buildings/:buildingId',
    tag: 'insurance',
    summary: 'Delete a building of the property',
    need: 'manageInsurancePolicies',
    reply: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
  }),
} as const;
