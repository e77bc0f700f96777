import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { SCHEMA_FORMATS } from '../../domain/common/phone.ts';
import { CANONICAL_UUID } from '../../domain/common/uuid.ts';

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

// Fastify's own defaults (removeAdditional: unknown fields are dropped where a schema closes the
// object, addUsedSchema: false), plus ours.
const COMMON: Options = {
  removeAdditional: true,
  addUsedSchema: false,
  allErrors: true,
  useDefaults: true,
  // `verbose` puts the refused value on errors: the phone message quotes it.
  verbose: true,
  // Route schemas use a few annotation keywords of OpenAPI (the docs read them).
  strict: false,
};

function ajvFor(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  addFormats(ajv);
  for (const [name, check] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, check);
  // ajv-formats also accepts 'urn:uuid:…', which the database refuses: only the canonical form passes.
  ajv.addFormat('uuid', CANONICAL_UUID);
  return ajv;
}

let textFieldsAjv: Ajv | undefined;

/**
 * A validator for text that arrives as form fields (an upload's multipart fields): coerced like
 * the query string ('2' is the number 2), defaults filled in, unknown fields refused where the
 * schema closes the object.
 */
export function compileTextFields(schema: object) {
  textFieldsAjv ??= ajvFor({ coerceTypes: true, removeAdditional: false });
  return textFieldsAjv.compile(schema);
}

let jsonAjv: Ajv | undefined;

/** A validator for values typed elsewhere than a request (a command's options): as strict as a JSON body. */
export function compileStrict(schema: object) {
  jsonAjv ??= ajvFor({ coerceTypes: false, removeAdditional: false });
  return jsonAjv.compile(schema);
}

/** The request validators' ajv instances, one per process: ajv keeps each schema it compiled (by the schema object). */
let requestAjv: { strict: Ajv; coercing: Ajv } | undefined;

/**
 * Request validation with one ajv per part of the request (issue 9): a JSON body is taken as it
 * was typed — `"name": 0` is a 400, not the text "0" — while the query string and the path,
 * which only carry text, still coerce ('page=2' is the number 2, a single value an array).
 * The contracts' schemas are module constants, so an app built again in the same process (the
 * tests build one per file) reuses what the first compiled.
 */
export function installValidatorCompilers(app: FastifyInstance): void {
  requestAjv ??= { strict: ajvFor({ coerceTypes: false }), coercing: ajvFor({ coerceTypes: 'array' }) };
  const { strict, coercing } = requestAjv;
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => {
    const ajv = (httpPart as HttpPart) === 'body' ? strict : coercing;
    // Shared schemas (app.addSchema) may be referenced by $id.
    for (const [id, shared] of Object.entries(app.getSchemas()))
      if (!ajv.getSchema(id)) ajv.addSchema(shared as object, id);
    return ajv.compile(schema as object);
  });
}
