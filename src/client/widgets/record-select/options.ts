import type { Query } from '../../api/http.ts';

/**
 * `'ui:widget': 'recordSelect'` on a string (an id): a searchable select of another resource's
 * records, read from a company list.
 *
 *   positionId: { 'ui:widget': 'recordSelect', 'ui:options': {
 *     path: '/positiontypes', responseKey: 'types', labelField: 'name', filter: { active: true },
 *     query: { sortBy: 'name', sortDirection: 'asc' } } }
 */
export interface RecordSelectOptions {
  /** The list's path, relative to /api/company/{companyId}. */
  path: string;
  /** Key of the rows in the response ('types', 'people'). */
  responseKey: string;
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
  /** The path answers everything at once, without paging (a lookup). */
  unpaged?: boolean;
  /**
   * While the value is empty, choose the offered record with this label (a new vendor's type
   * defaults to 'Disaster Recovery', spec 000 §3, whose id a newRecord() cannot know).
   */
  defaultLabel?: string;
}

/** The ui:options a widget was given, checked for the two it cannot work without. */
export function recordSelectOptions(options: Record<string, unknown>): RecordSelectOptions | null {
  if (typeof options.path !== 'string' || typeof options.responseKey !== 'string') return null;
  return options as unknown as RecordSelectOptions;
}
