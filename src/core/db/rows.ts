/** The rows of a raw `db.execute(sql...)` result: PGlite returns `{ rows }`, postgres-js an array. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  return ((result as { rows?: Row[] }).rows ?? []) as Row[]
}
