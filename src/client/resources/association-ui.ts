import type { UiSchema } from '@rjsf/utils';
import { propertyEndpoints } from '../../../schemas/property/endpoints.ts';
import { propertyGroupEndpoints } from '../../../schemas/property-group.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf } from '../i18n/language.ts';

const t = textOf(setupResourcesText);

/**
 * The ui schemas of the association lists the setup forms share (users, vendors, property
 * groups): `'ui:field': 'associationList'` (src/client/widgets/association-list) over an array of
 * ids, choosing from the company's properties or property groups by name (searched on the
 * server as the user types), with Add and Remove.
 */

const BY_NAME = { sortBy: 'name', sortDirection: 'asc' } as const;

/**
 * The company's properties; the table shows Name and Location (city, state). `allField` names
 * the sibling boolean meaning "all properties": the list shows it as its own 'All properties'
 * checkbox, which disables the select and the Remove buttons (hide the boolean's own widget).
 */
export function propertyAssociationsUi(options: { allField?: string } = {}): UiSchema {
  return {
    'ui:field': 'associationList',
    'ui:options': {
      endpoint: propertyEndpoints.list,
      labelField: 'name',
      columns: [
        {
          key: 'name',
          get title() {
            return t('associationName');
          },
          field: 'name',
        },
        {
          key: 'location',
          get title() {
            return t('associationLocation');
          },
          field: ['address.city', 'address.state'],
        },
      ],
      get addLabel() {
        return t('addProperty');
      },
      get placeholder() {
        return t('selectProperty');
      },
      ...(options.allField ? { allField: options.allField } : {}),
      get allLabel() {
        return t('allProperties');
      },
      query: BY_NAME,
      chosenQuery: { showArchived: true },
    },
  };
}

/** The company's property groups; the table shows their Name. */
export function propertyGroupAssociationsUi(): UiSchema {
  return {
    'ui:field': 'associationList',
    'ui:options': {
      endpoint: propertyGroupEndpoints.list,
      labelField: 'name',
      columns: [
        {
          key: 'name',
          get title() {
            return t('associationName');
          },
          field: 'name',
        },
      ],
      get addLabel() {
        return t('addPropertyGroup');
      },
      get placeholder() {
        return t('selectPropertyGroup');
      },
      query: BY_NAME,
    },
  };
}
