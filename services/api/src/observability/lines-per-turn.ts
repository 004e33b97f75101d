/** Where batched lines go: pino's synchronous standard output (SonicBoom: partial writes, EAGAIN, EPIPE). */
export interface LineTarget {
  write(text: string): unknown;
}

export interface LinesPerTurn {
  write(line: string): boolean;
  /** Writes what is pending now (the process's exit does this too). */
  flush(): void;
}

/**
 * Log lines written during one turn of the event loop go out in one write after it (setImmediate), in
 * the order they were written. Pino's default standard output makes one write per line, handed to
 * libuv's thread pool: under load that was the API's largest per-request cost after the response and
 * the query themselves (tools/bench/api.mjs, 4–5 % of its CPU on the admin's default view). What is
 * pending when the process exits (process.exit included) is written then, synchronously; only a kill
 * (SIGKILL, out of memory) can lose the lines of the turn it interrupts.
 */
export function linesPerTurn(target: LineTarget): LinesPerTurn {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    target.write(text);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return true;
    },
    flush,
  };
}
