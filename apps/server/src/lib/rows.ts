/** Rows of a raw `db.execute` on either driver (both answer `{ rows }`). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
