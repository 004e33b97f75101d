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

/** Deadlock (40P01) or serialization failure (40001): the transaction was rolled back and may be run again. */
export function isSerializationFailure(error: unknown): boolean {
  const code = pgCode(error);
  return code === '40P01' || code === '40001';
}

// Node socket errors of a database that is down or unreachable.
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
]);
// pg's own messages when a connection breaks or cannot be had (no SQLSTATE, no errno), and TypeORM's
// when the transaction's connection broke underneath it (its rollback then finds it released).
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|Cannot use a pool after calling end|query runner (?:was )?already released/i;

/**
 * The database cannot be reached or is going away: connection exceptions (08xxx), admin/crash
 * shutdown and "starting up" (57P01-57P03), socket errors, and the pg driver's connection messages.
 * The client may try again later (503), unlike a rule or data error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (
    code !== undefined &&
    (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code) || SOCKET_ERRORS.has(code))
  )
    return true;
  const message = (error as { message?: unknown } | null)?.message;
  const driverMessage = (error as { driverError?: { message?: unknown } } | null)?.driverError?.message;
  return [message, driverMessage].some((m) => typeof m === 'string' && DRIVER_MESSAGES.test(m));
}
