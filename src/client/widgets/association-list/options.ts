import { type Endpoint, isEndpoint } from '../../../../schemas/protocol/contract.ts';
import type { Query } from '../../api/http.ts';
import type { ColumnDefinition } from '../../resources/definition.ts';

/**
 * `'ui:field': 'associationList'` on an array of ids (`{ type: 'array', items: { type: 'string',
 * format: 'uuid' }, default: [] }`): a select of the company's records with an Add button, and a
 * table of the chosen ones with Remove. An id is never added twice; the select is disabled when
 * everything is chosen.
 *
 *   propertyAssociations: { 'ui:field': 'associationList', 'ui:options': {
 *     endpoint: propertyEndpoints.list, addLabel: 'Add Property',
 *     columns: [{ key: 'name', title: 'Name', field: 'name' },
 *               { key: 'location', title: 'Location', field: ['address.city', 'address.state'] }],
 *     allField: 'allPropertiesAssociated', allLabel: 'All properties' } }
 */
export interface AssociationListOptions {
  /** The list endpoint to choose from (rows under its envelope key). */
  endpoint: Endpoint;
  /** The field stored in the array; 'id' when absent. */
  valueField?: string;
  /** What the select shows per record, several fields joined with ' '; 'name' when absent. */
  labelField?: string | readonly string[];
  /** The table's columns (as list columns: field paths, joined with ', ', formats); one Name column when absent. */
  columns?: readonly ColumnDefinition[];
  /**
   * Extra list query (sortBy, sortDirection...). The picker reads the first 50 records matching
   * what the user types; the table reads its page of chosen records with the list's `ids` filter.
   */
  query?: Query;
  /** Extra query for reading the chosen records ({ showArchived: true }: an archived property stays named). */
  chosenQuery?: Query;
  /** The Add button's text; 'Add' when absent. */
  addLabel?: string;
  /** The select's placeholder; 'Select...' when absent. */
  placeholder?: string;
  /** What the table says when nothing is chosen; 'None' when absent. */
  emptyText?: string;
  /**
   * A sibling boolean meaning "all of them" (allPropertiesAssociated): while it is true the
   * select, the Add button and every Remove button are disabled; the chosen ids are kept.
   */
  allField?: string;
  /**
   * With `allField`: the field shows that boolean as its own checkbox with this label ('All
   * properties'), above the select. Hide the boolean's own widget then ('ui:widget': 'hidden').
   */
  allLabel?: string;
}

/** The ui:options a field was given, checked for the endpoint it cannot work without. */
export function associationListOptions(options: Record<string, unknown>): AssociationListOptions | null {
  if (!isEndpoint(options.endpoint)) return null;
  return options as unknown as AssociationListOptions;
}
