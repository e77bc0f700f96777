import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type BodyOf,
  type Endpoint,
  type FeatureName,
  fullPath,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type JsonSchema,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '../../../schemas/protocol/contract.ts';
import { DEFAULT_LANGUAGE, type Language, languageOfAcceptLanguage } from '../../domain/common/language.ts';
import { companyOf } from '../auth/guard.ts';
import type { CompanyContext } from '../auth/membership.ts';
import type { Db } from '../db/connect.ts';
import { type FileDownload, sendFileDownload } from '../files/file-download.ts';
import { type CsvExport, sendCsvExport } from '../http/csv-export.ts';
import { errorResponses } from '../http/error-shape.ts';
import { requestHash, saveOnce } from './idempotent-save.ts';
import { createServiceContext, type ServiceContext } from './service-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the contract test and the route matrix read it). */
    endpoint?: Endpoint;
    /** A company feature the route needs (from its contract); the guard answers 404 without it. */
    feature?: FeatureName;
  }
}

/**
 * What a handler receives besides its context: the validated params, query and body, and the
 * request (an upload endpoint reads its multipart parts from it: src/server/files/incoming-files.ts).
 */
export interface EndpointInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
}

/**
 * A download endpoint answers the stored file, an export its CSV text, each streamed with its
 * headers; the others their reply.
 */
type AnswerOf<E extends Endpoint> = E extends { download: true }
  ? FileDownload
  : E extends { csvExport: object }
    ? CsvExport
    : ReplyOf<E>;

/** A company endpoint's handler gets the service context; the others only the request's input. */
export type EndpointHandler<E extends Endpoint> = E extends { scope: 'company' }
  ? (ctx: ServiceContext<Db>, input: EndpointInput<E>) => Promise<AnswerOf<E>>
  : (input: EndpointInput<E>) => Promise<AnswerOf<E>>;

export interface EndpointRoute {
  endpoint: Endpoint;
  handler: (...args: never[]) => Promise<unknown>;
  /** Runs before validation, e.g. to read a blank optional field as "none". */
  prepareBody?: (body: unknown) => unknown;
  /** Headers of the 200 answer, e.g. a cache-control for reference data every company shares. */
  headers?: Record<string, string>;
}

/** One endpoint and the function that answers it: a module's routes.ts is a list of these. */
export function on<const E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { prepareBody?: (body: BodyOf<E>) => unknown; headers?: Record<string, string> } = {},
): EndpointRoute {
  return {
    endpoint,
    handler: handler as EndpointRoute['handler'],
    prepareBody: options.prepareBody as EndpointRoute['prepareBody'],
    headers: options.headers,
  };
}

const UUID = { type: 'string', format: 'uuid' } as const;

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** The params schema: companyId for company endpoints, then the endpoint's own (UUIDs by default). */
function paramsSchema(endpoint: Endpoint): JsonSchema | undefined {
  const own = (endpoint.params?.properties ?? {}) as Record<string, unknown>;
  const names = pathParamNames(fullPath(endpoint));
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, own[name] ?? UUID])),
  };
}

/** Registers each endpoint as a Fastify route: schemas, need and feature all from its contract. */
export function registerEndpoints(app: FastifyInstance, routes: readonly EndpointRoute[]): void {
  for (const { endpoint, handler, prepareBody, headers } of routes) {
    if (endpoint.idempotent && (endpoint.method !== 'POST' || endpoint.scope !== 'company')) {
      throw new Error(`${endpoint.method} ${endpoint.path}: only a company POST (a save) is marked idempotent`);
    }
    const params = paramsSchema(endpoint);
    app.route({
      method: endpoint.method,
      url: fullPath(endpoint),
      config: {
        endpoint,
        ...(endpoint.scope === 'company'
          ? { need: endpoint.need, ...(endpoint.feature ? { feature: endpoint.feature } : {}) }
          : {}),
        ...(endpoint.scope === 'public' ? { public: true } : {}),
      },
      ...(prepareBody
        ? {
            preValidation: async (request: FastifyRequest) => {
              request.body = prepareBody(request.body);
            },
          }
        : {}),
      schema: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(endpoint.scope === 'public' ? { security: [] } : {}),
        ...(params ? { params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
        ...(endpoint.idempotent
          ? { headers: { type: 'object', properties: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema } } }
          : {}),
        response: {
          // A download's 200 is the file's bytes; its errors are JSON like every other answer.
          200: endpoint.download
            ? { content: { 'application/octet-stream': { schema: endpoint.reply } } }
            : endpoint.csvExport
              ? { content: { 'text/csv': { schema: endpoint.reply } } }
              : endpoint.reply,
          ...errorResponses,
          ...Object.fromEntries(
            [...(endpoint.errorStatuses ?? []), ...(endpoint.idempotent ? [422] : [])].map((status) => [
              status,
              errorResponses[400],
            ]),
          ),
        },
      },
      handler: async (request, reply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          request,
        } as EndpointInput<Endpoint>;
        const answer =
          endpoint.scope === 'company'
            ? await answerForCompany(app, request, endpoint, (ctx) =>
                (handler as (ctx: ServiceContext<Db>, input: unknown) => Promise<unknown>)(ctx, input),
              )
            : await (handler as (input: unknown) => Promise<unknown>)(input);
        if (headers) reply.headers(headers);
        if (endpoint.download) return sendFileDownload(reply, answer as FileDownload);
        if (endpoint.csvExport) return sendCsvExport(reply, answer as CsvExport);
        return answer;
      },
    });
  }
}

/** A company endpoint's answer; an idempotent one sent with a key is saved once per key (saveOnce). */
function answerForCompany(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: Endpoint,
  answer: (ctx: ServiceContext<Db>) => Promise<unknown>,
): Promise<unknown> {
  const ctx = serviceContextOf(app, companyOf(request), languageOfAcceptLanguage(request.headers['accept-language']));
  const key = endpoint.idempotent ? request.headers[IDEMPOTENCY_KEY_HEADER] : undefined;
  if (typeof key !== 'string') return answer(ctx);
  return saveOnce(ctx, { key, hash: requestHash(request.method, request.url, request.body) }, answer);
}

/** The service context of a company request on this app (the benchmark and tests build theirs the same way). */
export function serviceContextOf(
  app: FastifyInstance,
  company: CompanyContext,
  language: Language = DEFAULT_LANGUAGE,
): ServiceContext<Db> {
  return createServiceContext({ db: app.database.db, company, clock: app.clock, adapters: app.adapters, language });
}
