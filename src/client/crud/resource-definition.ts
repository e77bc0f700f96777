import type { UiSchema } from '@rjsf/utils';
import type { PermissionName } from '../../domain/permissions.ts';

/**
 * The declaration of one schema-driven resource (DESIGN: "declared once in resources.config.ts").
 * Pure data, no React and no functions that render: the generic screens, the data provider and
 * (later) CSV export all read the same object, and the server may import it too.
 */

/** Any record a resource lists and edits; `id` is absent on a new record. */
export type ResourceRecord = { id?: string } & Record<string, unknown>;

/** A JSON Schema declared `as const` (ajv and RJSF read the very same object). */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** Dotted paths into a record, one level deep ('name', 'address.city'). */
export type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends Record<string, unknown>
    ? K | `${K}.${keyof NonNullable<T[K]> & string}`
    : K;
}[keyof T & string];

/** How a cell turns a value into text (also what a CSV export would write). */
export type CellFormat =
  /** The value as text; several fields are joined with ', ' (Location = city, state). */
  | 'text'
  /** A boolean as 'Active' / 'Inactive'. */
  | 'status'
  /** A boolean as 'Yes' / 'No' (the Archived column). */
  | 'yesNo'
  /** A date as MM/DD/YYYY. */
  | 'date';

export interface ColumnDefinition<T = ResourceRecord> {
  /** Stable column key; the `sortBy` sent to the server unless `sortBy` says otherwise. */
  key: string;
  title: string;
  /** The field or fields the cell shows. */
  field: FieldPath<T> | readonly FieldPath<T>[];
  format?: CellFormat;
  sortable?: boolean;
  /** The server's sortBy name when it differs from `key`. */
  sortBy?: string;
  width?: number;
}

export interface SortDefinition {
  /** A sortable column's sortBy value. */
  field: string;
  order: 'asc' | 'desc';
}

/** Paths are relative to /api/company/{companyId}; '{id}' is replaced by the record's id. */
export interface ResourceApi {
  /** GET with sortBy, sortDirection, search, showArchived, page, pageSize. */
  listPath: string;
  /** Key of the array in the list response (`types`, `people`, `propertyGroups`). */
  responseKey: string;
  /** GET one record; default `${listPath}/{id}`. */
  detailPath?: string;
  /** Key of the record in the one-record response (`person`, `property`); the whole body when absent. */
  detailKey?: string;
  /** POST; creates when the body has no id, updates when it has one (unless `updatePath` is set). */
  savePath: string;
  /** POST path for updates when the API puts the id in the path (`/propertygroups/{id}`). */
  updatePath?: string;
  /**
   * What a save answers: the saved record (default), or `{ success, failureReason }` (spec 000 §7,
   * Save person), where an unsuccessful save becomes an error carrying the reason.
   */
  saveReply?: 'record' | 'successFlag';
}

export interface ListDefinition<T = ResourceRecord> {
  columns: readonly ColumnDefinition<T>[];
  /** Lists start descending unless a screen says otherwise (spec 000 §9). */
  defaultSort: SortDefinition;
  /** Shows the search box with its Clear button. */
  searchable: boolean;
  /**
   * The record's archived flag. When set, the list shows a 'show archived' switch, sends
   * `showArchived`, and adds an Archived column while the switch is on.
   */
  archivedField?: FieldPath<T>;
  /** Rows per page; 25 when absent. */
  pageSize?: number;
  /** Text of the add button. */
  addLabel: string;
  /** Title of the per-row edit action ('Edit Vendor', 'Edit Group'); 'Edit' when absent. */
  editLabel?: string;
}

/** Where the create/edit form opens. */
export type FormDefinition =
  /** A modal over the list (roles, vendor types). */
  | { kind: 'modal'; createTitle: string; editTitle: string; width?: number }
  /** Its own route (users, properties); ':id' in `route` is the record id, or `newId` for a new one. */
  | { kind: 'page'; route: string; newId: string };

export interface ResourceDefinition<T extends ResourceRecord = ResourceRecord> {
  /** The Refine resource name; also what the data provider is called with. */
  name: string;
  /** Menu entry and page title. */
  label: string;
  /** Client route of the list (spec 000 §2). */
  route: string;
  /** What the list, the menu entry and the API need (the server checks it again). */
  permission: PermissionName;
  api: ResourceApi;
  list: ListDefinition<T>;
  form: FormDefinition;
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** The new-record default of the specification. */
  newRecord: () => T;
  /** Toasts, in the spec's words. */
  messages: { saved: string };
  /** Saving may change the signed-in user's own permissions: ask the shell to reload them. */
  refreshPermissionsOnSave?: boolean;
}

/** Checks a declaration against its record type, then widens it for the registry. */
export function defineResource<T extends ResourceRecord>(definition: ResourceDefinition<T>): ResourceDefinition {
  return definition;
}
