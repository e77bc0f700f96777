import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { SCHEMA_FORMATS } from '../../domain/common/phone.ts';

/** Serializers compiled in this process, by response schema (the contracts' module constants). */
const compiled = new WeakMap<object, (data: unknown) => string>();

/**
 * Response serialization as Fastify's default (fast-json-stringify, the shared schemas known, the
 * formats of the contracts), each schema compiled once per process: an app built again in the
 * same process (the tests build one per file) reuses what the first compiled.
 */
export function installSerializerCompiler(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    const key = schema as object;
    let serialize = compiled.get(key);
    if (!serialize) {
      // As the default does: a shared schema serialized by itself is not also an external one.
      const { [(schema as { $id?: string }).$id ?? '']: _itself, ...shared } = app.getSchemas();
      serialize = fastJsonStringify(key as Schema, {
        ajv: { formats: SCHEMA_FORMATS },
        schema: shared as Record<string, Schema>,
      }) as (data: unknown) => string;
      compiled.set(key, serialize);
    }
    return serialize;
  });
}
