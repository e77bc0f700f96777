import type {
  BaseRecord,
  CreateParams,
  DataProvider,
  GetListParams,
  GetOneParams,
  HttpError,
  UpdateParams,
} from '@refinedev/core';
import type { FieldError } from '../../../schemas/error.ts';
import type { Endpoint } from '../../../schemas/protocol/contract.ts';
import { listTotalOf } from '../../domain/common/list-total.ts';
import { callEndpoint, envelopeOf } from '../api/call-endpoint.ts';
import { ApiError } from '../api/http.ts';
import { SaveRefused, savedRecordOf } from '../rules/save-reply.ts';
import { toListQuery } from './list-query.ts';

/** Refine's error, carrying the API's field errors as the API sent them. */
export interface ApiHttpError extends HttpError {
  validationErrors: FieldError[];
}

/**
 * ApiError, a save refused in its reply (a 400 carrying the reason), or a network failure ->
 * Refine's HttpError; `statusCode` 0 means no response.
 */
export function toHttpError(error: unknown): ApiHttpError {
  if (error instanceof SaveRefused) return { message: error.message, statusCode: 400, validationErrors: [] };
  if (error instanceof ApiError) {
    const validationErrors = error.body?.validationErrors ?? [];
    return {
      message: error.message,
      statusCode: error.status,
      errors: Object.fromEntries(validationErrors.map((item) => [item.field, item.message])),
      validationErrors,
    };
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0, validationErrors: [] };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error);
  }
}

type Body = Record<string, unknown>;

/**
 * A list any page may read through Refine's hooks without a resources.config.ts declaration:
 * `useList({ resource: 'procedures', meta: listOf(procedureEndpoints.list) })`.
 */
export function listOf(endpoint: Endpoint, params: Record<string, unknown> = {}): { endpoint: Endpoint; params: Body } {
  return { endpoint, params };
}

/**
 * A declared resource's endpoints. The declarations come with the setup screens' chunk (they
 * carry every setup contract's schemas), so the first page does not download them; by the time a
 * generic screen calls here, its own import has already fetched them.
 */
async function apiOf(resource: string) {
  const { resourceNamed } = await import('../../../resources.config.ts');
  return resourceNamed(resource).api;
}

/** The list endpoint of a call: the one in `meta`, else the declared resource's. */
async function listEndpointOf(
  resource: string,
  meta: GetListParams['meta'],
): Promise<{ endpoint: Endpoint; params: Body }> {
  if (meta?.endpoint) return { endpoint: meta.endpoint as Endpoint, params: (meta.params ?? {}) as Body };
  return { endpoint: (await apiOf(resource)).list, params: {} };
}

async function save(resource: string, values: unknown, id?: string): Promise<Body> {
  const api = await apiOf(resource);
  const body: Body = { ...(values as Body), ...(id ? { id } : {}) };
  const endpoint = id && api.update ? api.update : api.save;
  const reply = await callEndpoint(endpoint, { params: { id }, body });
  return savedRecordOf(reply, endpoint.envelope, body);
}

function unsupported(operation: string): never {
  throw new Error(`The ${operation} operation is not part of this API`);
}

/**
 * Refine's data provider for our API, over the endpoint contracts: a resource's calls are the
 * endpoints its declaration in resources.config.ts names (or, for a bespoke list, the endpoint in
 * `meta`). Lists send sortBy, sortDirection, search, the filters, page and pageSize and read the
 * rows under the endpoint's envelope key with `total` and `totalIsExact`; a record and a save's
 * reply are read under their envelope keys too.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  getList: <TData extends BaseRecord>({ resource, pagination, sorters, filters, meta }: GetListParams) =>
    call(async () => {
      const { endpoint, params } = await listEndpointOf(resource, meta);
      const query = toListQuery({ pagination, sorters, filters });
      // Refine hands react-query's abort signal over in meta: a superseded page or search is cancelled.
      const signal = (meta?.queryContext as { signal?: AbortSignal } | undefined)?.signal;
      const body = await callEndpoint(endpoint, { params, query, signal });
      const rows = (envelopeOf(endpoint, body) ?? []) as TData[];
      return { data: rows, ...listTotalOf(body, rows.length) };
    }),

  getOne: <TData extends BaseRecord>({ resource, id }: GetOneParams) =>
    call(async () => {
      const { detail } = await apiOf(resource);
      if (!detail) return unsupported(`read one ${resource}`);
      const body = await callEndpoint(detail, { params: { id: String(id) } });
      return { data: envelopeOf(detail, body) as TData };
    }),

  create: <TData extends BaseRecord>({ resource, variables }: CreateParams<unknown>) =>
    call(async () => ({ data: (await save(resource, variables)) as TData })),

  update: <TData extends BaseRecord>({ resource, id, variables }: UpdateParams<unknown>) =>
    call(async () => ({ data: (await save(resource, variables, String(id))) as TData })),

  deleteOne: () => unsupported('delete'),
};
