/**
 * Endpoint contracts: each API endpoint declared once — method, path, who may call it (the
 * permission it needs and the company feature it needs), params, query with its sort fields,
 * body, reply and envelope key. The server registers its routes from these declarations
 * (src/server/context/endpoint-routes.ts), the guard reads `need` and `feature` from them, the
 * OpenAPI document is generated from them, and the browser calls them through one typed function
 * (src/client/api/call-endpoint.ts). Types derive from the schemas: there are no hand-written twins.
 */

import type { FeatureName } from '../../src/domain/company/company.ts';
import type { RouteNeed } from '../../src/domain/company/permissions.ts';
import type { FileType } from '../../src/domain/resources/accepted-file-types.ts';
import type { FromSchema } from '../from-schema.ts';
import { exportQuerySchema, type ListQueryOptions, listQuerySchema, listReplySchema, type SortFields } from './list.ts';

/** A JSON Schema declared `as const` (ajv, RJSF and the types all read the very same object). */
export type JsonSchema = { readonly [keyword: string]: unknown };

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type { FeatureName };

/** Who may call an endpoint: a company member with `need` (and `feature`), any signed-in user, or anyone. */
export type EndpointScope = 'company' | 'signedIn' | 'public';

interface EndpointFields {
  method: HttpMethod;
  /**
   * Fastify path syntax (`/vendors/:id`). Company endpoints: relative to `/api/company/:companyId`;
   * the others: relative to `/api`. Path parameters are ids (canonical UUIDs) unless `params` says otherwise.
   */
  path: string;
  /** The OpenAPI tag (the area) and one line of what the endpoint does. */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters other than companyId; absent: every `:name` of the path is a UUID. */
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** The 200 answer. */
  reply: JsonSchema;
  /** Error statuses the endpoint answers besides the common 400, 401, 403 and 404 (e.g. 409). */
  errorStatuses?: readonly number[];
  /** The key of the reply that holds the rows (lists) or the record (one record, a save's answer). */
  envelope?: string;
  /** A list's sortable fields, the first its default (the query's `sortBy` enum). */
  sortFields?: SortFields;
  /** A multipart upload instead of a JSON body: its file parts and text fields (see `UploadSpec`). */
  upload?: UploadSpec;
  /** The 200 answer is the bytes of a stored file (streamed), not JSON; `reply` describes it as binary. */
  download?: true;
  /**
   * The 200 answer is a list's CSV file, written as the list is read (see exportEndpoint);
   * `fileName` is the file's name before its date ('people' gives people-2024-03-07.csv).
   */
  csvExport?: { fileName: string };
  /**
   * A save the client may send more than once (its offline queue replays it, a retry follows a
   * dropped connection): sent with an `Idempotency-Key` header, a repeat answers the first save's
   * reply and changes nothing (src/server/context/idempotent-save.ts).
   */
  idempotent?: true;
}

/** The header that names one save (a UUID the client made for it); see `idempotent`. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Its value: 8–100 letters, digits or `._:-` (a UUID fits). */
export const idempotencyKeySchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9._:-]{8,100}$',
  description: 'Names one save: a repeat with the same key answers the first reply and saves nothing.',
} as const;

/**
 * A multipart/form-data body: files of the given kinds (decided from their bytes on the server,
 * offered by extension in the browser) under the part name `file`, and text fields validated by
 * `fields` like a JSON body. The server streams the files to the file store; nothing is buffered.
 */
export interface UploadSpec {
  kinds: readonly FileType[];
  /** Several files in one request (the event media uploads) or exactly one. */
  multiple: boolean;
  /** The text fields; they must come before the file parts. */
  fields?: JsonSchema;
}

/** The part name of an upload's files. */
export const UPLOAD_FILE_FIELD = 'file';

/** The reply schema of a download endpoint: the stored bytes. */
export const binaryReply = { type: 'string', format: 'binary' } as const;

export interface CompanyEndpoint extends EndpointFields {
  scope: 'company';
  /** A permission name, a list of them (any one will do), or 'member'. */
  need: RouteNeed;
  /** A company feature switch the endpoint needs; a company without it answers 404. */
  feature?: FeatureName;
}

export interface SignedInEndpoint extends EndpointFields {
  scope: 'signedIn';
}

export interface PublicEndpoint extends EndpointFields {
  scope: 'public';
}

export type Endpoint = CompanyEndpoint | SignedInEndpoint | PublicEndpoint;

/** An endpoint of the current company (`/api/company/:companyId` + path). */
export function companyEndpoint<const E extends Omit<CompanyEndpoint, 'scope'>>(endpoint: E): E & { scope: 'company' } {
  return { ...endpoint, scope: 'company' };
}

/** An endpoint any signed-in user may call (`/api` + path). */
export function signedInEndpoint<const E extends Omit<SignedInEndpoint, 'scope'>>(
  endpoint: E,
): E & { scope: 'signedIn' } {
  return { ...endpoint, scope: 'signedIn' };
}

/** An endpoint that needs no token (`/api` + path). */
export function publicEndpoint<const E extends Omit<PublicEndpoint, 'scope'>>(endpoint: E): E & { scope: 'public' } {
  return { ...endpoint, scope: 'public' };
}

interface ListEndpointInput<
  Path extends string,
  SortBy extends SortFields,
  Key extends string,
  Row extends object,
  Extra extends Record<string, object>,
  Archived extends boolean,
> extends ListQueryOptions<Extra, Archived> {
  path: Path;
  tag: string;
  summary: string;
  description?: string;
  need: RouteNeed;
  feature?: FeatureName;
  sortFields: SortBy;
  /** The key of the rows in the reply (`vendors`, `types`). */
  envelope: Key;
  row: Row;
  /** What `total` counts ('Vendors matching the search, over all pages'). */
  totalDescription: string;
}

/** A company list (GET): the list protocol's query and reply around the endpoint's row schema. */
export function listEndpoint<
  const Path extends string,
  const SortBy extends SortFields,
  const Key extends string,
  const Row extends object,
  const Extra extends Record<string, object> = Record<never, object>,
  const Archived extends boolean = false,
>(input: ListEndpointInput<Path, SortBy, Key, Row, Extra, Archived>) {
  const { sortFields, envelope, row, totalDescription, showArchived, defaultDirection, extra, ...rest } = input;
  return companyEndpoint({
    ...rest,
    method: 'GET',
    sortFields,
    envelope,
    query: listQuerySchema(sortFields, { showArchived, defaultDirection, extra }),
    reply: listReplySchema(envelope, row, totalDescription),
  });
}

/** What exportEndpoint reads of a list endpoint. */
interface ExportableList {
  path: string;
  tag: string;
  need: RouteNeed;
  feature?: FeatureName;
  sortFields: SortFields;
  query: { properties: object };
}

/**
 * A list's CSV export (GET `<list path>/export`): the list's own query without paging, plus the
 * viewer's time zone, answered as a CSV file of every matching row in the list's order, streamed
 * as it is read. The same need, feature and visibility as the list. A browser navigates to it
 * with a download ticket (POST /download-tickets) instead of a bearer token.
 */
export function exportEndpoint<const List extends ExportableList>(
  list: List,
  input: { fileName: string; summary: string; description?: string },
) {
  return companyEndpoint({
    method: 'GET',
    path: `${list.path}/export` as `${List['path']}/export`,
    tag: list.tag,
    summary: input.summary,
    description:
      `${input.description ? `${input.description} ` : ''}The list's own query (sort, search, filters) without ` +
      "paging; every matching row in the list's order, as `text/csv` (UTF-8 with a byte-order mark, CRLF lines, " +
      `dates MM/DD/YYYY, the list's column titles), saved as ${input.fileName}-YYYY-MM-DD.csv.`,
    need: list.need,
    ...(list.feature ? { feature: list.feature } : {}),
    sortFields: list.sortFields,
    query: exportQuerySchema(list.query as List['query']),
    reply: csvReply,
    csvExport: { fileName: input.fileName },
  });
}

/** The reply schema of a CSV export: the file's text. */
export const csvReply = { type: 'string', description: 'The CSV file' } as const;

/** The names of a path's parameters: '/vendors/:id' -> 'id'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a caller supplies (companyId comes from the session). */
export type ParamsOf<E extends Endpoint> = E extends { params: infer P }
  ? FromSchema<P>
  : { [K in PathParamNames<E['path']>]: string };

/** The query after validation (defaults filled in), as the server's handler receives it. */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q } ? FromSchema<Q> : Record<never, never>;

/** The query a caller sends: every parameter with a default may be left out. */
export type QueryInputOf<E extends Endpoint> = Partial<QueryOf<E>>;

/** The body after validation (defaults filled in), as the server's handler receives it. */
export type BodyOf<E extends Endpoint> = E extends { body: infer B } ? FromSchema<B> : undefined;

/** An upload's text fields after validation. */
export type UploadFieldsOf<E extends Endpoint> = E extends { upload: { fields: infer F } }
  ? FromSchema<F>
  : Record<never, never>;

/** An upload's text fields as a caller sends them. */
export type UploadFieldsInputOf<E extends Endpoint> = E extends { upload: { fields: infer F } }
  ? FromSchema<F, 'input'>
  : Record<never, never>;

/** The body a caller sends: every field with a default may be left out. */
export type BodyInputOf<E extends Endpoint> = E extends { body: infer B } ? FromSchema<B, 'input'> : undefined;

/** The 200 answer. */
export type ReplyOf<E extends Endpoint> = FromSchema<E['reply']>;

/** A list's sortable field names. */
export type SortFieldOf<E extends Endpoint> = E extends { sortFields: readonly (infer F)[] } ? F & string : never;

/** What the envelope key holds: a list's rows, or the record of a detail or save answer. */
export type EnvelopeOf<E extends Endpoint> = E extends { envelope: infer K extends keyof ReplyOf<E> }
  ? ReplyOf<E>[K]
  : ReplyOf<E>;

/** One row of a list endpoint. */
export type RowOf<E extends Endpoint> = EnvelopeOf<E> extends readonly (infer R)[] ? R : never;

/** Is `value` an endpoint declaration (a widget's ui:options carries one)? */
export function isEndpoint(value: unknown): value is Endpoint {
  if (value === null || typeof value !== 'object') return false;
  const { method, path, scope } = value as Partial<Endpoint>;
  return typeof method === 'string' && typeof path === 'string' && typeof scope === 'string';
}

/** The full path of an endpoint as the server registers it. */
export function fullPath(endpoint: Endpoint): string {
  return endpoint.scope === 'company' ? `/api/company/:companyId${endpoint.path}` : `/api${endpoint.path}`;
}
