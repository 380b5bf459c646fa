/** PostgreSQL's unique_violation, seen through drizzle's wrapper (cause) on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** PostgreSQL's check_violation of the named constraint (a balance that would go negative). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23514') {
      const name = 'constraint' in current ? current.constraint : undefined;
      const message = 'message' in current ? String(current.message) : '';
      return name === constraint || message.includes(constraint);
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
