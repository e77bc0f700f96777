import fc from 'fast-check';
import { badTextFor, badValueFor, ODD_IDS, ODD_JSON } from './bad-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { type SampleContext, sampleOf, schemaAt } from './schema-sample.ts';

/** One generated request: what app.inject sends, and a label that says what was broken. */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzSetup extends SampleContext {
  companyId: string;
  bodyLimitBytes: number;
}

const JSON_TYPE = 'application/json';

/** Every path of a sample value: object keys and array indexes, parents before children. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  const out: string[][] = [];
  for (const [key, child] of Object.entries(value)) {
    out.push([...prefix, key], ...pathsOf(child, [...prefix, key]));
  }
  return out;
}

/** The fields a body can have: the sample's, and the schema's optional top-level ones. */
function fieldPaths(schema: JsonSchema, sample: unknown): string[][] {
  const paths = pathsOf(sample);
  for (const name of Object.keys(schema.properties ?? {})) {
    if (!paths.some((path) => path.length === 1 && path[0] === name)) paths.push([name]);
  }
  return paths;
}

function withValueAt(sample: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(sample) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const leaf = path[path.length - 1];
  if (remove) delete parent[leaf];
  else parent[leaf] = value;
  return copy;
}

/** Builds the URL from path values (already URL-encoded) and query pairs (raw). */
function urlOf(operation: Operation, pathValues: Record<string, string>, query: [string, string][]): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues[name] ?? 'x');
  const search = query.map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

function baselinePath(operation: Operation, setup: FuzzSetup): Record<string, string> {
  return Object.fromEntries(
    operation.pathParams.map((param) => [param.name, param.name === 'companyId' ? setup.companyId : setup.someId()]),
  );
}

function baselineQuery(operation: Operation): [string, string][] {
  return operation.queryParams.filter((param) => param.required).map((param) => [param.name, 'x']);
}

/**
 * The arbitrary of bad requests for one operation: each case breaks one thing of an otherwise
 * plausible request — a body field, the body as a whole, its encoding or size, a query value, a
 * path value, the method — so a refusal can be traced to what was broken.
 */
export function badRequests(operation: Operation, setup: FuzzSetup): fc.Arbitrary<FuzzRequest> {
  const pathValues = baselinePath(operation, setup);
  const query = baselineQuery(operation);
  const url = urlOf(operation, pathValues, query);
  const json = (label: string, body: unknown): FuzzRequest => ({
    label,
    method: operation.method,
    url,
    headers: { 'content-type': JSON_TYPE },
    payload: JSON.stringify(body),
  });
  const cases: fc.Arbitrary<FuzzRequest>[] = [];

  if (operation.body) {
    const schema = operation.body;
    const sample = sampleOf(schema, setup);
    const paths = fieldPaths(schema, sample);
    if (paths.length > 0) {
      cases.push(
        fc
          .constantFrom(...paths)
          .chain((path) =>
            badValueFor(schemaAt(schema, path)).map((value) =>
              json(`body.${path.join('.')} = ${preview(value)}`, withValueAt(sample, path, value)),
            ),
          ),
        fc
          .constantFrom(...paths)
          .map((path) => json(`body.${path.join('.')} missing`, withValueAt(sample, path, 0, true))),
      );
    }
    cases.push(
      fc
        .constantFrom('unexpected', 'constructor', 'id', 'companyId', '')
        .map((key) => json(`body.${key || '""'} added`, { ...(sample as object), [key]: 'x' })),
      fc.constantFrom(...ODD_JSON, 'text', 0, deepArray(40)).map((body) => json(`body = ${preview(body)}`, body)),
      fc.constantFrom(...RAW_BODIES).map(([label, payload]) => ({
        label: `raw body ${label}`,
        method: operation.method,
        url,
        headers: { 'content-type': JSON_TYPE },
        payload,
      })),
      fc.constantFrom(...CONTENT_TYPES).map(
        (contentType): FuzzRequest => ({
          label: `content-type ${contentType || '(none)'}`,
          method: operation.method,
          url,
          headers: contentType ? { 'content-type': contentType } : {},
          payload: contentType.startsWith('application/json') ? JSON.stringify(sample) : 'name=x&a=1',
        }),
      ),
      fc.constant({
        label: 'body past the limit',
        method: operation.method,
        url,
        headers: { 'content-type': JSON_TYPE },
        payload: JSON.stringify({ ...(sample as object), padding: 'p'.repeat(setup.bodyLimitBytes) }),
      }),
    );
  }

  const queryable = [...operation.queryParams, { name: 'unexpected', required: false, schema: {} }];
  cases.push(
    fc.constantFrom(...queryable).chain((param) =>
      badTextFor(param.schema).map((value) => ({
        label: `query ${param.name}=${preview(value)}`,
        method: operation.method,
        url: urlOf(operation, pathValues, [...query.filter(([key]) => key !== param.name), [param.name, value]]),
        headers: {},
      })),
    ),
    fc.constantFrom(...queryable).map((param) => ({
      label: `query ${param.name} repeated`,
      method: operation.method,
      url: urlOf(operation, pathValues, [...query, [param.name, '1'], [param.name, '2']]),
      headers: {},
    })),
  );

  if (operation.pathParams.length > 0) {
    cases.push(
      fc
        .record({
          param: fc.constantFrom(...operation.pathParams),
          value: fc.oneof(
            fc.constantFrom(...ODD_IDS, 'a'.repeat(101), 'a'.repeat(5000)).map(encodeText),
            fc.constantFrom(...RAW_PATH_VALUES),
          ),
        })
        .map(({ param, value }) => ({
          label: `path ${param.name}=${value.slice(0, 60)}`,
          method: operation.method,
          url: urlOf(operation, { ...pathValues, [param.name]: value }, query),
          headers: {},
        })),
    );
  }

  cases.push(
    fc.constantFrom('PUT', 'PATCH', 'DELETE', operation.method === 'GET' ? 'POST' : 'GET').map((method) => ({
      label: `method ${method}`,
      method,
      url,
      headers: {},
    })),
  );
  return fc.oneof(...cases);
}

/** Path values as they arrive on the wire: malformed escapes, encoded NUL, traversal. */
const RAW_PATH_VALUES = ['%00', '%E0%A4%A', '%', '%ZZ', '..%2F..%2F', '%2e%2e', '%C0%AE', '%F0%9F%92%A9', '%ud800'];

const RAW_BODIES: [string, string | Buffer][] = [
  ['truncated', '{"name":'],
  ['trailing comma', '{"name":"x",}'],
  ['NaN', '{"name":NaN}'],
  ['two documents', '{"a":1}{"b":2}'],
  ['empty', ''],
  ['proto pollution', '{"__proto__":{"isAdmin":true}}'],
  ['constructor pollution', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['BOM', '\ufeff{}'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  ['deep nesting', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '',
];

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...(${text.length})` : text;
}

/**
 * URL-encodes text the way a sloppy client would, lone surrogates included: those go out as the
 * bytes of their code unit (WTF-8), which is not valid UTF-8 (encodeURIComponent refuses them).
 */
function encodeText(text: string): string {
  return Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  }).join('');
}
