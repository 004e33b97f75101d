/** Failed deliveries are retried with exponential backoff for this long, then given up ('Failed'). */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * pg-boss's retry limit for a first delay of `delaySeconds` (doubled each time): enough retries to
 * span the window, plus a margin. The window itself is what ends the retries (givesUp).
 */
export function retryLimitFor(delaySeconds: number): number {
  let retries = 0;
  while (delaySeconds * (2 ** retries - 1) < RETRY_WINDOW_MS / 1000) retries++;
  return retries + 2;
}

/** After a failed attempt: whether the delivery made at `createdAt` is now given up. */
export const givesUp = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() >= RETRY_WINDOW_MS;
