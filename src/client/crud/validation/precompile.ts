import { createRequire } from 'node:module';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { SCHEMA_FORMATS } from '../../../domain/common/phone.ts';
import type { JsonSchema } from '../../resources/definition.ts';

/**
 * Build-time only (Node): a resource's JSON Schema -> an ES module of precompiled ajv
 * validators for RJSF. The app's Content-Security-Policy forbids eval, so the browser cannot
 * let ajv compile schemas at run time (RJSF: "precompiled validators"); the server compiles
 * the same schema with Fastify's ajv as usual.
 */

const require = createRequire(import.meta.url);

/**
 * ajv's standalone code `require`s a few runtime helpers. They are self-contained functions,
 * so their source is inlined and the generated module imports nothing.
 */
const RUNTIME: Record<string, () => unknown> = {
  'ajv/dist/runtime/ucs2length': () => require('ajv/dist/runtime/ucs2length').default,
  'ajv/dist/runtime/equal': () => require('ajv/dist/runtime/equal').default,
};

const HEADER = (name: string) =>
  [
    `// Generated from the '${name}' schema by src/client/crud/validation/generate.ts. Do not edit:`,
    '// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.',
    '// biome-ignore-all lint: generated code',
    '// biome-ignore-all format: generated code',
    '',
  ].join('\n');

/**
 * Formats that are functions (ours, e.g. 'us-phone', and ajv-formats' 'date', 'time'...) cannot
 * be written into standalone code; ajv refers to them as `__formats[name]` instead (the `code`
 * option below; `_` would quote an interpolated string, hence the literal), and the module
 * imports that object from ./formats.ts. Regular-expression formats are inlined.
 */
const FORMATS_ID = '__formats';
const FORMATS_IMPORT = `import ${FORMATS_ID} from '../formats.ts';\n\n`;

/**
 * ajv's CommonJS standalone output -> an ES module with a default export, importing nothing but
 * the function formats (./formats.ts) when it uses them.
 */
export function toEsModule(commonJs: string, name: string): string {
  const exported: string[] = [];
  // ajv writes `exports["-1a2b"] = validate10;`, or `exports.d3973f6 = validate10;` when the
  // schema's hash id happens to be a valid identifier.
  let body = commonJs
    .replace(/^"use strict";/, '')
    .replace(/exports(?:\[("[^"]+")\]|\.([A-Za-z_$][\w$]*)) = (\w+);/g, (_all, quoted, bare, fn) => {
      exported.push(`${quoted ?? JSON.stringify(bare)}: ${fn}`);
      return '';
    });
  body = body.replace(/require\("([^"]+)"\)\.default/g, (_all, module: string) => {
    const helper = RUNTIME[module];
    if (!helper)
      throw new Error(`The '${name}' schema needs ajv runtime '${module}': add it to RUNTIME in precompile.ts`);
    return `(${String(helper())})`;
  });
  if (/\brequire\(|\bexports\b/.test(body)) throw new Error(`Unexpected CommonJS left in the '${name}' validators`);
  const imports = body.includes(FORMATS_ID) ? FORMATS_IMPORT : '';
  return `${HEADER(name)}${imports}${body.trim()}\n\nexport default { ${exported.join(', ')} };\n`;
}

/** The generated module text for one resource schema. */
export function precompiledModule(name: string, schema: JsonSchema): string {
  const code = compileSchemaValidatorsCode(schema as RJSFSchema, {
    customFormats: SCHEMA_FORMATS,
    ajvOptionsOverrides: { code: { formats: _`__formats` } },
  });
  return toEsModule(code, name);
}

/** Where a resource's generated validators live (relative to this folder). */
export const generatedFile = (name: string) => `generated/${name}.validator.js`;
