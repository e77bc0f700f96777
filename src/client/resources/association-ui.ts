import type { UiSchema } from '@rjsf/utils';
import { propertyEndpoints } from '../../../schemas/property/endpoints.ts';
import { propertyGroupEndpoints } from '../../../schemas/property-group.ts';

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
        { key: 'name', title: 'Name', field: 'name' },
        { key: 'location', title: 'Location', field: ['address.city', 'address.state'] },
      ],
      addLabel: 'Add Property',
      placeholder: 'Select a property',
      ...(options.allField ? { allField: options.allField, allLabel: 'All properties' } : {}),
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
      columns: [{ key: 'name', title: 'Name', field: 'name' }],
      addLabel: 'Add Property Group',
      placeholder: 'Select a property group',
      query: BY_NAME,
    },
  };
}
