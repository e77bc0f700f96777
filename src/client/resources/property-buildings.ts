import type { UiSchema } from '@rjsf/utils';
import { BUILDING_COLUMNS } from '../../../schemas/lists/property-buildings.ts';
import {
  type PropertyBuilding,
  propertyBuildingEndpoints,
  propertyBuildingSchema,
} from '../../../schemas/property-building.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

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
  name: RESOURCE_ROUTES.propertyBuildings.name,
  get label() {
    return RESOURCE_ROUTES.propertyBuildings.label;
  },
  route: RESOURCE_ROUTES.propertyBuildings.route,
  api: {
    list: propertyBuildingEndpoints.list,
    export: propertyBuildingEndpoints.export,
    save: propertyBuildingEndpoints.save,
  },
  list: {
    columns: BUILDING_COLUMNS.columns,
    defaultSort: { field: 'location', order: 'asc' },
    searchable: false,
    get addLabel() {
      return t('addBuilding');
    },
    get editLabel() {
      return t('editBuilding');
    },
  },
  form: {
    kind: 'modal',
    get createTitle() {
      return t('addBuilding');
    },
    get editTitle() {
      return t('editBuilding');
    },
    width: 760,
  },
  pages: RESOURCE_ROUTES.propertyBuildings.pages,
  schema: propertyBuildingSchema,
  uiSchema: buildingUiSchema,
  newRecord: () => ({}),
  messages: {
    get saved() {
      return translate(recordMessagesText, 'buildingSaved');
    },
  },
});
