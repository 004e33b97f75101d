/** Where batched lines go: pino's synchronous standard output (SonicBoom: partial writes, EAGAIN, EPIPE). */
export interface LineTarget {
  write(text: string): unknown;
}

export interface LineBatch {
  write(line: string): boolean;
  /** Writes what is pending now (the process's exit does this too). */
  flush(): void;
}

export interface LineBatchLimits {
  /** Pending text of this many characters is written at once. */
  maxChars: number;
  /** A line waits at most this long (ms) for others to join it. */
  maxDelayMs: number;
}

/** ~80 request lines; a line waits at most 50 ms. */
const DEFAULT_LIMITS: LineBatchLimits = { maxChars: 16_384, maxDelayMs: 50 };

/**
 * Log lines go out together, in the order they were written: once `maxChars` are pending, or
 * `maxDelayMs` after the first pending line. Pino's default standard output makes one write per line,
 * and one write per turn of the event loop still made one for every one to three requests under load:
 * a system call each, costly on a virtual machine (issue 28: bench:api's default view). What is pending
 * when the process exits (process.exit included) is written then, synchronously; only a kill (SIGKILL,
 * out of memory) can lose the last `maxDelayMs` of lines.
 */
export function lineBatch(target: LineTarget, limits: LineBatchLimits = DEFAULT_LIMITS): LineBatch {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    target.write(text);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending += line;
      if (pending.length >= limits.maxChars) flush();
      // Unref'd: pending lines never keep the process alive; its exit writes them.
      else timer ??= setTimeout(flush, limits.maxDelayMs).unref();
      return true;
    },
    flush,
  };
}
