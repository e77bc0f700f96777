/** The rows of a `db.execute` result: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
