/** PostgreSQL error codes and driver errors, read the same way everywhere. */

/** The SQLSTATE of a database error (TypeORM's QueryFailedError keeps the driver's error inside). */
export function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgCode(error) !== '23505') return false;
  if (constraint === undefined) return true;
  const candidate = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  return (candidate.driverError?.constraint ?? candidate.constraint) === constraint;
}
