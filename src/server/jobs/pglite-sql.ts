import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss's database hook over the embedded engine (STACK-NOTES): parameterised statements go
 * through `query`; pg-boss's migrations and locked commands are several statements in one text,
 * which only `exec` runs (it answers each statement's result: the last is what pg-boss reads).
 */
export function pgliteExecuteSql(pglite: PGlite) {
  return async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  };
}
