/** Calls `attempt` up to `tries` times, `delayMs` apart, until it yields a value (not null/undefined). */
export async function retryUntilValue<T>(
  attempt: () => Promise<T | null | undefined>,
  tries: number,
  delayMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T | null> {
  for (let i = 0; i < tries; i++) {
    if (i > 0) await sleep(delayMs);
    try {
      const value = await attempt();
      if (value !== null && value !== undefined) return value;
    } catch {
      // a failed try counts like an empty one
    }
  }
  return null;
}

/** Polls `read` every `intervalMs` until `done(value)` or `maxMs` passed; returns the last value read. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  intervalMs: number,
  maxMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<{ value: T | null; done: boolean }> {
  let last: T | null = null;
  for (let waited = 0; ; waited += intervalMs) {
    try {
      last = await read();
      if (done(last)) return { value: last, done: true };
    } catch {
      // keep polling: the next read may succeed
    }
    if (waited + intervalMs > maxMs) return { value: last, done: false };
    await sleep(intervalMs);
  }
}
