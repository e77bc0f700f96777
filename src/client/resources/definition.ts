import type { UiSchema } from '@rjsf/utils';
import type { CompanyEndpoint, Endpoint, RowOf, SortFieldOf } from '../../../schemas/protocol/contract.ts';
import type { PermissionName } from '../../domain/company/permissions.ts';
import type { ImportResource } from '../../domain/import/resources.ts';
import type { CellFormat, ColumnDefinition, FieldPath } from '../../domain/lists/cell-text.ts';
import type { PageKind } from '../rules/app-routes.ts';

/**
 * The declaration of one schema-driven resource (DESIGN: "declared once in resources.config.ts").
 * Pure data, no React and no functions that render: the generic screens, the data provider and
 * the CSV export all read the same object. Its calls are endpoints of the contracts (schemas/),
 * and what the screens need is what its save endpoint needs.
 *
 * Two shapes: a listed resource (`defineResource`: a list, and a modal or page form for one
 * record) and a singleton (`defineSingleton`: one page editing the company's one record, such
 * as Company Details).
 */

/** Any record a resource lists and edits; `id` is absent on a new record. */
export type ResourceRecord = { id?: string } & Record<string, unknown>;

/** A JSON Schema declared `as const` (ajv and RJSF read the very same object). */
export type JsonSchema = { readonly [keyword: string]: unknown };

export type { CellFormat, ColumnDefinition, FieldPath };

export interface SortDefinition<SortField extends string = string> {
  /** One of the list endpoint's sort fields. */
  field: SortField;
  order: 'asc' | 'desc';
}

/** An endpoint whose need is one permission: what a screen saving through it needs. */
export type SaveEndpoint = CompanyEndpoint & { method: 'POST'; need: PermissionName };

/**
 * A listed resource's calls, as endpoints of the contracts (schemas/): rows and records sit
 * under each endpoint's envelope key, and a save's reply is read like a detail reply
 * (src/client/rules/save-reply.ts).
 */
export interface ResourceApi<List extends Endpoint = Endpoint> {
  /** The list: sortBy, sortDirection, search, showArchived, page, pageSize. */
  list: List;
  /** One record, by `:id` (page forms, and modal forms with `loadRecord`). */
  detail?: Endpoint;
  /** Creates when the body has no id, updates when it has one (unless `update` is given). */
  save: SaveEndpoint;
  /** Updates with the id in the path (`/propertygroups/:id`). */
  update?: Endpoint;
  /** The list's CSV export (GET …/export): the 'Download CSV' button; none without it. */
  export?: Endpoint;
}

/** The icons a row action may show (crud/row-action-icons.tsx). */
export type RowActionIcon = 'mail';

/**
 * An action beside a row's edit button (Users: 'Resend invitation'): a POST of the contracts with
 * the row's id as `:id`, shown only for the rows `visible` accepts. Success toasts `done`; a
 * refusal toasts the server's message (a 429's 'try again in…' included).
 */
export interface RowAction<T = ResourceRecord> {
  key: string;
  /** The button's name (its tooltip and accessible name). */
  label: string;
  icon: RowActionIcon;
  visible: (row: T) => boolean;
  endpoint: CompanyEndpoint & { method: 'POST' };
  /** The success toast. */
  done: string;
}

export interface ListDefinition<T = ResourceRecord, SortField extends string = string> {
  columns: readonly ColumnDefinition<T, SortField>[];
  /** Lists start descending unless a screen says otherwise (spec 000 §9). */
  defaultSort: SortDefinition<SortField>;
  /** Shows the search box with its Clear button. */
  searchable: boolean;
  /**
   * The record's archived flag. When set, the list shows a 'show archived' switch, sends
   * `showArchived`, and adds an Archived column while the switch is on.
   */
  archivedField?: FieldPath<T>;
  /** Label of the show-archived switch ('show archived' on Users, 'Show Archived' on Document Types); 'Show archived' when absent. */
  showArchivedLabel?: string;
  /** Rows per page; 25 when absent. */
  pageSize?: number;
  /** Text of the add button. */
  addLabel: string;
  /** Title of the per-row edit action ('Edit Vendor', 'Edit Group'); 'Edit' when absent. */
  editLabel?: string;
  /**
   * The 'Import CSV' button beside 'Download CSV' (issue 24): which import of src/domain/import the
   * modal runs; shown to those who hold that import endpoint's need. No button when absent.
   */
  import?: ImportResource;
  /** Actions beside each row's edit button, for the rows they apply to. */
  rowActions?: readonly RowAction<T>[];
}

/**
 * Titles may name fields of the record being edited: 'Property Group: {name}' (filled from the
 * form as it is typed; a missing field is left empty).
 */
export type TitleTemplate = string;

/** A modal over the list (roles, vendor types). */
export interface ModalFormDefinition {
  kind: 'modal';
  createTitle: TitleTemplate;
  editTitle: TitleTemplate;
  /** Text of the button that closes without saving; 'Cancel' when absent. */
  cancelLabel?: string;
  /**
   * Edit the record read from the detail path (detailPath/detailKey), not the list's row: for
   * lists whose rows lack form fields or carry display-only ones (vendors).
   */
  loadRecord?: boolean;
  width?: number;
}

/** Its own route (users, properties); ':id' in `route` is the record id, or `newId` for a new one. */
export interface PageFormDefinition {
  kind: 'page';
  route: string;
  /** The title of the form's route (the tab, and the page that refuses a user without access): 'User'. */
  pageTitle: string;
  newId: string;
  /** Page titles; the resource's label when absent. */
  createTitle?: TitleTemplate;
  editTitle?: TitleTemplate;
  /** Text of the button that goes back to the list without saving; 'Close' when absent. */
  cancelLabel?: string;
  /** Widest the form grows, in pixels; 960 when absent. */
  width?: number;
  /** Close and Save sit in the page header beside the title (the Property Group editor, spec 000 §2), not below the form. */
  actionsInHeader?: boolean;
}

/** Where the create/edit form of a listed resource opens. */
export type FormDefinition = ModalFormDefinition | PageFormDefinition;

/** A singleton's page: the title (the resource's label when absent) and the widest the form grows. */
export interface SingletonFormDefinition {
  kind: 'singleton';
  title?: TitleTemplate;
  width?: number;
}

/** A singleton's calls: read the record, save it. */
export interface SingletonApi {
  detail: Endpoint;
  save: SaveEndpoint;
}

/** What every resource declares, listed or singleton. */
interface ResourceBase<T extends ResourceRecord> {
  /** The Refine resource name; also what the data provider is called with. */
  name: string;
  /** Menu entry and page title. */
  label: string;
  /** Client route of the list, or of the singleton's page (spec 000 §2). */
  route: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** The form's layout for a new record, when it differs (e.g. an archive switch disabled). */
  newRecordUiSchema?: UiSchema;
  /** The new-record default of the specification (fields without a default may be left out). */
  newRecord: () => Partial<T>;
  /**
   * The success toast (4 s), in the spec's words: a text, where '{field}' is filled from the saved
   * record ('{name} Saved sucessfully'), or a function of the saved record.
   */
  messages: { saved: string | ((record: ResourceRecord) => string) };
  /** Saving may change the signed-in user's own permissions: ask the shell to reload them. */
  refreshPermissionsOnSave?: boolean;
  /**
   * A reason not to send the save at all ('Nothing to save. Name was left blank.'): shown as a
   * warning toast and the form closes as if saved. Null to save.
   */
  skipSave?: (record: ResourceRecord) => string | null;
  /** Why a row cannot be edited ('System types cannot be edited'): an error toast instead of the form (lists only). */
  editBlockedReason?: (record: ResourceRecord) => string | null;
  /**
   * Bespoke pages that render this resource instead of the generic list and page form (the
   * insurance policies' list with its property filter); 'embedded': the list lives inside another
   * page (a property's Statement of Values), so the resource has no route of its own.
   */
  pages?: { list: PageKind | 'embedded'; form?: PageKind };
}

/** A listed resource: a generic list, and a modal or page form for one record. */
export interface ResourceDefinition<T extends ResourceRecord = ResourceRecord> extends ResourceBase<T> {
  api: ResourceApi;
  list: ListDefinition<T>;
  form: FormDefinition;
}

/** A singleton: one page that loads and saves the company's one record, no list. */
export interface SingletonDefinition<T extends ResourceRecord = ResourceRecord> extends ResourceBase<T> {
  api: SingletonApi;
  list?: undefined;
  form: SingletonFormDefinition;
}

/** Any declaration in resources.config.ts. */
export type AnyResourceDefinition = ResourceDefinition | SingletonDefinition;

/**
 * Checks a declaration — its columns' fields against the list endpoint's row, their sorts against
 * its sort fields, the new record against the form's record type `T` — then widens it for the registry.
 */
export function defineResource<T extends ResourceRecord>() {
  return <const List extends Endpoint>(
    definition: Omit<ResourceDefinition<T>, 'api' | 'list'> & {
      api: ResourceApi<List>;
      list: ListDefinition<RowOf<List>, SortFieldOf<List>>;
    },
  ): ResourceDefinition => definition as unknown as ResourceDefinition;
}

/** Checks a singleton's declaration against its record type, then widens it for the registry. */
export function defineSingleton<T extends ResourceRecord>(definition: SingletonDefinition<T>): SingletonDefinition {
  return definition as unknown as SingletonDefinition;
}

/** True for a singleton's declaration. */
export function isSingleton(definition: AnyResourceDefinition): definition is SingletonDefinition {
  return definition.form.kind === 'singleton';
}

/** What a resource's screens need: the permission its save endpoint needs (the server checks it again). */
export function resourcePermission(definition: AnyResourceDefinition): PermissionName {
  return definition.api.save.need;
}
