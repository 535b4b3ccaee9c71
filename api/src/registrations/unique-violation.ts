// A unique-index violation (SQLSTATE 23505) of a named constraint, as either driver reports it
// (postgres.js: `constraint_name`, PGlite: `constraint`), also when Drizzle wraps it in `cause`.
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505' && (e.constraint_name === constraint || e.constraint === constraint)) return true;
    current = e.cause;
  }
  return false;
}
