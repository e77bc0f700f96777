import type { UiSchema } from '@rjsf/utils';
import {
  BUILDING_MESSAGES,
  type PropertyBuilding,
  propertyBuildingEndpoints,
  propertyBuildingSchema,
} from '../../../schemas/property-building.ts';
import { defineResource } from './definition.ts';

/** The building form: identity first, then the building, its systems, and what it is insured for. */
export const buildingUiSchema: UiSchema = {
  'ui:order': [
    'locationNumber',
    'buildingNumber',
    'buildingDescription',
    'numberOfUnits',
    'numberOfStories',
    'squareFeet',
    'yearBuilt',
    'occupancy',
    'construction',
    'rentControlled',
    'rentLoss',
    'ppCoverage',
    'totalInsuranedValue',
    '*',
  ],
  id: { 'ui:widget': 'hidden' },
  locationNumber: { 'ui:autofocus': true },
  buildingDescription: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  rentLoss: { 'ui:widget': 'currency' },
  ppCoverage: { 'ui:widget': 'currency' },
  totalInsuranedValue: { 'ui:widget': 'currency' },
};

/**
 * A property's Statement of Values (spec 002 §2.13; real rows here, not the spec's sample): the
 * buildings' table, form and CSV live inside the Property/Policy Details page ('embedded'), which
 * calls the endpoints with the property in the path.
 */
export const propertyBuildingsResource = defineResource<PropertyBuilding>()({
  name: 'propertyBuildings',
  label: 'Statement of Values',
  route: '/propertyinsurancepolicydetails/:id',
  api: { list: propertyBuildingEndpoints.list, save: propertyBuildingEndpoints.save },
  list: {
    columns: [
      { key: 'location', title: 'Location #', field: 'locationNumber', sort: 'location' },
      { key: 'building', title: 'Building #', field: 'buildingNumber' },
      { key: 'units', title: '# Units', field: 'numberOfUnits', format: 'number' },
      { key: 'stories', title: '# Stories', field: 'numberOfStories', format: 'number' },
      { key: 'squareFeet', title: 'Sq Ft', field: 'squareFeet', format: 'number' },
      { key: 'description', title: 'Description', field: 'buildingDescription' },
      { key: 'occupancy', title: 'Occupancy', field: 'occupancy' },
      { key: 'yearBuilt', title: 'Year Built', field: 'yearBuilt' },
      { key: 'construction', title: 'Construction', field: 'construction' },
      { key: 'rentControlled', title: 'Rent Controlled', field: 'rentControlled' },
      { key: 'rentLoss', title: 'Rent Loss $', field: 'rentLoss', format: 'currency' },
      { key: 'ppCoverage', title: 'PP Coverage', field: 'ppCoverage', format: 'currency' },
      { key: 'wiring', title: 'Wiring', field: 'wiringType' },
      { key: 'sprinklered', title: 'Sprinklers', field: 'sprinklered' },
      { key: 'hvac', title: 'HVAC', field: 'hvac' },
      { key: 'plumbing', title: 'Plumbing', field: 'plumbing' },
      { key: 'roof', title: 'Roof', field: 'roof' },
      { key: 'floodZone', title: 'Flood Zone', field: 'floodZone' },
      { key: 'securedEntrance', title: 'Secured Entrance', field: 'securedEntrance' },
      { key: 'tiv', title: 'Total Insured Value', field: 'totalInsuranedValue', format: 'currency' },
    ],
    defaultSort: { field: 'location', order: 'asc' },
    searchable: false,
    addLabel: 'Add Building',
    editLabel: 'Edit Building',
    csv: { fileName: 'statement-of-values' },
  },
  form: { kind: 'modal', createTitle: 'Add Building', editTitle: 'Edit Building', width: 760 },
  pages: { list: 'embedded' },
  schema: propertyBuildingSchema,
  uiSchema: buildingUiSchema,
  newRecord: () => ({}),
  messages: { saved: BUILDING_MESSAGES.saved },
});
