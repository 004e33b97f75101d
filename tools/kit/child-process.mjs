// Children run in their own process group (detached), so stopping one stops everything it spawned
// and a Ctrl-C in the terminal reaches only the orchestrator, which then stops them in order.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** How many of a child's last output lines `tail` keeps. */
const TAIL_LINES = 40;

/**
 * @param {{ name: string, command: string, args?: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *           log?: (line: string) => void, quiet?: boolean, stopSignal?: NodeJS.Signals,
 *           spawnOptions?: { uid?: number, gid?: number }, outputFile?: string }} options
 * `outputFile`: the child's stdout and stderr go straight to that file (appended), not through this
 * process: a benchmark's load generator does not also read the log of the server it measures (issue 28:
 * bench:api read the API's ~2,500 request lines a second, line by line, in the process timing it, and
 * nothing while it timed the bare route).
 * `tail` then reads the file's last lines (and says why the child could not start).
 */
export function startChild({
  name,
  command,
  args = [],
  cwd,
  env = process.env,
  log = console.log,
  quiet = false,
  stopSignal = 'SIGTERM',
  spawnOptions = {},
  outputFile,
}) {
  const output = outputFile === undefined ? 'pipe' : openSync(outputFile, 'a');
  const child = spawn(command, args, {
    ...spawnOptions,
    cwd,
    env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  /** Last lines of output, shown when the child fails in quiet mode. */
  const lines = [];
  const onLine = (line) => {
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    if (!quiet) log(`[${name}] ${line}`);
  };
  if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine);

  let exited = false;
  /** @type {Promise<number | null>} */
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(code ?? (signal ? 128 : null));
    });
    child.once('error', (error) => {
      exited = true;
      onLine(`kunne ikke starte: ${error.message}`);
      resolve(127);
    });
  });

  const signalGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  };

  let stopping;
  return {
    name,
    pid: child.pid,
    exit,
    get tail() {
      return outputFile === undefined ? lines : [...lastLines(outputFile), ...lines].slice(-TAIL_LINES);
    },
    isAlive: () => !exited,
    /** stopSignal (TERM) to the whole group, KILL after the grace period; resolves when the leader has exited. */
    stop(graceMs = 10_000) {
      stopping ??= (async () => {
        if (!exited) {
          signalGroup(stopSignal);
          const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
          await exit;
          clearTimeout(timer);
        }
        // Grandchildren that ignored TERM must not outlive their leader.
        signalGroup('SIGKILL');
      })();
      return stopping;
    },
  };
}

/** The last TAIL_LINES lines of `file` (a child's output file). */
function lastLines(file) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-TAIL_LINES);
  } catch {
    return [];
  }
}
