/**
 * Canonical JSON (RFC 8785, the JSON Canonicalization Scheme): object keys sorted by their UTF-16
 * code units, no whitespace, strings and numbers as ECMAScript's JSON.stringify writes them. One
 * value has exactly one text, so a hash over it can be recomputed by anyone with any JCS library.
 * Only JSON values: undefined, functions, symbols, bigints and non-finite numbers are refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    if (value instanceof Date) return JSON.stringify(value.toISOString());
    const record = value as Record<string, unknown>;
    // Array.prototype.sort compares strings by UTF-16 code units, as RFC 8785 §3.2.3 asks.
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`);
}
