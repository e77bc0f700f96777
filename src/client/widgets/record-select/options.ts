import { type Endpoint, isEndpoint } from '../../../../schemas/protocol/contract.ts';
import type { Query } from '../../api/http.ts';

/**
 * `'ui:widget': 'recordSelect'` on a string (an id): a searchable select of another resource's
 * records, read from a company list.
 *
 *   positionId: { 'ui:widget': 'recordSelect', 'ui:options': {
 *     endpoint: roleEndpoints.list, labelField: 'name', filter: { active: true },
 *     query: { sortBy: 'name', sortDirection: 'asc' } } }
 */
export interface RecordSelectOptions {
  /** The list endpoint the records come from (rows under its envelope key). */
  endpoint: Endpoint;
  /** The field stored as the value; 'id' when absent. */
  valueField?: string;
  /** The field(s) shown, several joined with ' ' (['firstName', 'lastName']); 'name' when absent. */
  labelField?: string | readonly string[];
  /**
   * Only rows whose fields equal these values are offered ({ active: true }: active roles only).
   * The record's current value stays shown, marked '(inactive)', even when it no longer matches.
   */
  filter?: Record<string, string | number | boolean>;
  /** Extra list query (sortBy, sortDirection...). */
  query?: Query;
  /** The endpoint answers everything at once, without paging (a lookup). */
  unpaged?: boolean;
  /**
   * While the value is empty, choose the offered record with this label (a new vendor's type
   * defaults to 'Disaster Recovery', spec 000 §3, whose id a newRecord() cannot know).
   */
  defaultLabel?: string;
}

/** The ui:options a widget was given, checked for the endpoint it cannot work without. */
export function recordSelectOptions(options: Record<string, unknown>): RecordSelectOptions | null {
  if (!isEndpoint(options.endpoint)) return null;
  return options as unknown as RecordSelectOptions;
}
