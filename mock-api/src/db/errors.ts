// What a failed query means, whichever driver (node-postgres or PGlite) and wrapper (drizzle)
// it came through.

/** Postgres unique_violation (23505), found anywhere along the error's causes. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
