import type { JsonSchema } from './openapi-operations.ts';

/** Values a sample may use where the schema names a format. */
export interface SampleContext {
  /** An id that exists in the fuzzed company, for `format: uuid`. */
  someId(): string;
}

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  'us-phone': '(217) 555-0142',
  'date-time': '2026-01-02T03:04:05.000Z',
  date: '2026-01-02',
  uri: 'https://example.com/',
};

/** The first type a schema allows, ignoring null. */
export function primaryType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== 'null') ?? (schema.properties ? 'object' : undefined);
}

/** A plausible valid value for `schema`: the fuzzer's starting point, which each case then breaks. */
export function sampleOf(schema: JsonSchema, context: SampleContext, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sampleOf(branch, context, depth);
  if (schema.allOf) return sampleOf(Object.assign({}, ...schema.allOf), context, depth);
  switch (primaryType(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property && depth < 8) out[name] = sampleOf(property, context, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, context, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return context.someId();
      if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
      return 'Fuzz'.padEnd(schema.minLength ?? 1, 'z').slice(0, schema.maxLength ?? 64);
    default:
      return null;
  }
}

/** The schema at a dotted path of a value built from `schema` ('steps.0.text'), when known. */
export function schemaAt(schema: JsonSchema, path: string[]): JsonSchema {
  let current: JsonSchema = schema;
  for (const key of path) {
    const next = /^\d+$/.test(key) ? current.items : current.properties?.[key];
    if (!next) return {};
    current = next.anyOf?.[0] ?? next.oneOf?.[0] ?? next;
  }
  return current;
}
