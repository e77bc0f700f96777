import { createRequire } from 'node:module';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { JsonSchema } from '../resource-definition.ts';

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

/** ajv's CommonJS standalone output -> a dependency-free ES module with a default export. */
export function toEsModule(commonJs: string, name: string): string {
  const exported: string[] = [];
  let body = commonJs.replace(/^"use strict";/, '').replace(/exports\[("[^"]+")\] = (\w+);/g, (_all, key, fn) => {
    exported.push(`${key}: ${fn}`);
    return '';
  });
  body = body.replace(/require\("([^"]+)"\)\.default/g, (_all, module: string) => {
    const helper = RUNTIME[module];
    if (!helper)
      throw new Error(`The '${name}' schema needs ajv runtime '${module}': add it to RUNTIME in precompile.ts`);
    return `(${String(helper())})`;
  });
  if (/\brequire\(|\bexports\b/.test(body)) throw new Error(`Unexpected CommonJS left in the '${name}' validators`);
  return `${HEADER(name)}${body.trim()}\n\nexport default { ${exported.join(', ')} };\n`;
}

/** The generated module text for one resource schema. */
export function precompiledModule(name: string, schema: JsonSchema): string {
  return toEsModule(compileSchemaValidatorsCode(schema as RJSFSchema), name);
}

/** Where a resource's generated validators live (relative to this folder). */
export const generatedFile = (name: string) => `generated/${name}.validator.js`;
