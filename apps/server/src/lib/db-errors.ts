/** PostgreSQL's unique_violation, seen through drizzle's wrapper (cause) on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}
