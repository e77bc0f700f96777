/**
 * A client generated from the published OpenAPI document by a standard generator
 * (openapi-typescript, openapi.generated.ts) agrees with the contracts' own types: for every
 * endpoint, the generated 200 reply and request body are mutually assignable with ReplyOf and
 * BodyInputOf, and an upload's multipart body with its UploadFieldsInputOf and its file part(s). `npm run typecheck` fails on the first endpoint where the two disagree, and a test
 * (tests/api/openapi-client.test.ts) fails when the generated file is older than the document.
 */
import type { ENDPOINTS_BY_AREA } from '../../schemas/endpoints.ts';
import type { BodyInputOf, Endpoint, ReplyOf, UploadFieldsInputOf } from '../../schemas/protocol/contract.ts';
import type { paths } from './openapi.generated.ts';

type OpenApiPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${OpenApiPath<Rest>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : P;

type FullPath<E> = E extends { scope: 'company'; path: infer P extends string }
  ? `/api/company/:companyId${P}`
  : E extends { path: infer P extends string }
    ? `/api${P}`
    : never;

type Operation<E extends { method: string }> =
  OpenApiPath<FullPath<E>> extends infer Key extends keyof paths
    ? paths[Key][Lowercase<E['method']> & keyof paths[Key]]
    : { missing: FullPath<E> };

type JsonOf<T> = T extends { content: { 'application/json': infer J } }
  ? J
  : T extends { content: { 'application/octet-stream': infer B } }
    ? B
    : T extends { content: { 'text/csv': infer C } }
      ? C
      : undefined;
type GeneratedReply<E extends { method: string }> =
  Operation<E> extends { responses: { 200: infer R } } ? JsonOf<R> : 'no 200 reply';
type GeneratedBody<E extends { method: string }> =
  Operation<E> extends { requestBody: infer B } ? JsonOf<B> : undefined;

/** An upload's multipart body as generated: its text fields, and what its file part is. */
type GeneratedMultipart<E extends { method: string }> =
  Operation<E> extends { requestBody: { content: { 'multipart/form-data': infer M } } } ? M : undefined;
type GeneratedUpload<E extends { method: string }> =
  GeneratedMultipart<E> extends { file: infer F }
    ? { fields: Omit<GeneratedMultipart<E>, 'file'>; file: F }
    : undefined;
type ContractUpload<E extends Endpoint> = E extends { upload: { multiple: infer Multiple } }
  ? { fields: UploadFieldsInputOf<E>; file: Multiple extends true ? string[] : string }
  : undefined;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Endpoints whose generated reply or body differs from the contract's, as 'area.endpoint (reply|body)'. */
type Disagreements = {
  [Area in keyof typeof ENDPOINTS_BY_AREA]: {
    [Name in keyof (typeof ENDPOINTS_BY_AREA)[Area]]: (typeof ENDPOINTS_BY_AREA)[Area][Name] extends infer E extends
      Endpoint
      ?
          | (Same<GeneratedReply<E>, ReplyOf<E>> extends true ? never : `${Area & string}.${Name & string} (reply)`)
          | (Same<GeneratedBody<E>, BodyInputOf<E>> extends true ? never : `${Area & string}.${Name & string} (body)`)
          | (Same<GeneratedUpload<E>, ContractUpload<E>> extends true
              ? never
              : `${Area & string}.${Name & string} (upload)`)
      : never;
  }[keyof (typeof ENDPOINTS_BY_AREA)[Area]];
}[keyof typeof ENDPOINTS_BY_AREA];

/** Fails to compile, naming the endpoints, when the generated client and the contracts disagree. */
export const noDisagreements: [Disagreements] extends [never] ? true : Disagreements = true;
