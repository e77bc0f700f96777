import type {
  BaseRecord,
  CreateParams,
  DataProvider,
  GetListParams,
  GetOneParams,
  HttpError,
  UpdateParams,
} from '@refinedev/core';
import { listTotalOf } from '../../domain/list-total.ts';
import { ApiError, apiFetch, companyPath } from '../api/http.ts';
import { toListQuery } from '../crud/list-query.ts';
import { resourceNamed, withId } from '../crud/registry.ts';
import type { ResourceDefinition } from '../crud/resource-definition.ts';
import type { ServerFieldError } from '../crud/server-errors.ts';

/** Refine's error, carrying the API's field errors as the API sent them. */
export interface ApiHttpError extends HttpError {
  validationErrors: ServerFieldError[];
}

/** ApiError (or a network failure) -> Refine's HttpError; `statusCode` 0 means no response. */
export function toHttpError(error: unknown): ApiHttpError {
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

/** A save's answer -> the saved record; `{ success: false, failureReason }` becomes an error. */
function savedRecord(definition: ResourceDefinition, body: Body, sent: Body): Body {
  if (definition.api.saveReply !== 'successFlag') return body;
  if (body.success === false) {
    const reason = typeof body.failureReason === 'string' ? body.failureReason : 'The save was not successful.';
    throw new ApiError(400, reason, { message: reason });
  }
  return { ...sent, ...body };
}

async function save(resource: string, values: unknown, id?: string): Promise<Body> {
  const definition = resourceNamed(resource);
  const body: Body = { ...(values as Body), ...(id ? { id } : {}) };
  const path = id && definition.api.updatePath ? withId(definition.api.updatePath, id) : definition.api.savePath;
  const reply = await apiFetch<Body>(companyPath(path), { method: 'POST', body });
  return savedRecord(definition, reply ?? {}, body);
}

function unsupported(operation: string): never {
  throw new Error(`The ${operation} operation is not part of this API`);
}

/**
 * Refine's data provider for our API: resource names map to the declarations in
 * resources.config.ts. Lists send sortBy, sortDirection, search, showArchived, page and pageSize
 * and read `body[responseKey]`, `body.total` and `body.totalIsExact`; create and update both POST the save path
 * (update with the id in the body, or in `updatePath`).
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  getList: <TData extends BaseRecord>({ resource, pagination, sorters, filters }: GetListParams) =>
    call(async () => {
      const definition = resourceNamed(resource);
      const body = await apiFetch<Body>(companyPath(definition.api.listPath), {
        query: toListQuery({ pagination, sorters, filters }),
      });
      const rows = (body[definition.api.responseKey] ?? []) as TData[];
      return { data: rows, ...listTotalOf(body, rows.length) };
    }),

  getOne: <TData extends BaseRecord>({ resource, id }: GetOneParams) =>
    call(async () => {
      const definition = resourceNamed(resource);
      const path = withId(definition.api.detailPath ?? `${definition.api.listPath}/{id}`, String(id));
      const body = await apiFetch<Body>(companyPath(path));
      const record = definition.api.detailKey ? body[definition.api.detailKey] : body;
      return { data: record as TData };
    }),

  create: <TData extends BaseRecord>({ resource, variables }: CreateParams<unknown>) =>
    call(async () => ({ data: (await save(resource, variables)) as TData })),

  update: <TData extends BaseRecord>({ resource, id, variables }: UpdateParams<unknown>) =>
    call(async () => ({ data: (await save(resource, variables, String(id))) as TData })),

  deleteOne: () => unsupported('delete'),
};
