import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';
import { primaryType } from './schema-sample.ts';

const ID = '3aba4df4-7c1b-4e6a-9f1d-2b3c4d5e6f70';

/** Id spellings that are not the canonical form, or not an id of this company at all. */
export const ODD_IDS = [
  `urn:uuid:${ID}`,
  `{${ID}}`,
  ID.toUpperCase(),
  ID.replaceAll('-', ''),
  `${ID.slice(0, 9)}-${ID.slice(9)}`,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ` ${ID} `,
  `${ID}\u0000`,
  `${ID}x`,
  '-1',
  '0',
  'null',
  'undefined',
  '../../etc/passwd',
  "' or 1=1 --",
];

/** Text a careless client or an attacker sends: control characters, Unicode edges, markup, patterns. */
export const ODD_TEXTS = [
  '',
  ' ',
  '   \t\n  ',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u0003',
  '\u001b[31mred\u001b[0m',
  '\u007f',
  'lone \ud800 high',
  'lone \udfff low',
  '\ufeffbom',
  'rtl \u202e override',
  'zero\u200bwidth',
  '👩‍👩‍👧‍👦 family',
  'e\u0301'.repeat(300),
  '\u{10FFFF}',
  'Ǆ ß ﬁ İ',
  '%',
  '_',
  '%_\\',
  '\\',
  "' or 1=1 --",
  '"; drop table people; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text.
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  'ü'.repeat(20000),
];

export const ODD_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE];

export const ODD_JSON: unknown[] = [null, true, false, [], {}, [null], { nested: { deeper: [] } }, [[[]]], 'true', '1'];

/** Values at and just past the bounds the schema declares. */
function boundValues(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.maxLength !== undefined) out.push('m'.repeat(schema.maxLength), 'm'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) out.push('m'.repeat(schema.minLength - 1));
  if (schema.minimum !== undefined) out.push(schema.minimum, schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) out.push(schema.maximum, schema.maximum + 1, schema.maximum + 0.5);
  if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => null));
  if (schema.enum) out.push('not-one-of-them', String(schema.enum[0]).toUpperCase(), ...schema.enum.slice(0, 3));
  if (schema.format === 'uuid') out.push(...ODD_IDS);
  if (schema.format === 'email') out.push('not-an-email', 'a@b', `${'x'.repeat(300)}@example.com`);
  if (schema.format === 'us-phone') out.push('12', '(555) 555-555', '+44 20 7946 0958', '1'.repeat(40));
  if (primaryType(schema) === 'array') out.push(Array.from({ length: 2000 }, () => 'x'));
  return out;
}

/** A bad (or borderline) value for a field declared by `schema`. */
export function badValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const bounds = boundValues(schema);
  return fc.oneof(
    ...(bounds.length > 0 ? [{ arbitrary: fc.constantFrom(...bounds), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 3 },
    { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 1 },
    { arbitrary: fc.constantFrom(...ODD_JSON), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_IDS), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );
}

/** A bad text for a query-string or path value (they are always text on the wire). */
export function badTextFor(schema: JsonSchema): fc.Arbitrary<string> {
  const bounds = boundValues(schema).filter((value) => typeof value !== 'object');
  const paging = ['-1', '0', '1.5', '1e309', 'Infinity', '-Infinity', 'NaN', '99999999999999999999', '0x10', '1,2'];
  return fc.oneof(
    fc.constantFrom(...paging, 'true', 'null', 'undefined', '[]', '{}'),
    fc.constantFrom(...ODD_TEXTS, ...ODD_IDS),
    ...(bounds.length > 0 ? [fc.constantFrom(...bounds.map(String))] : []),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
}
