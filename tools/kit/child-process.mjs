// Children run in their own process group (detached), so stopping one stops everything it spawned
// and a Ctrl-C in the terminal reaches only the orchestrator, which then stops them in order.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @param {{ name: string, command: string, args?: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *           log?: (line: string) => void, quiet?: boolean, stopSignal?: NodeJS.Signals,
 *           spawnOptions?: { uid?: number, gid?: number } }} options
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
}) {
  const child = spawn(command, args, {
    ...spawnOptions,
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** Last lines of output, shown when the child fails in quiet mode. */
  const tail = [];
  const onLine = (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    if (!quiet) log(`[${name}] ${line}`);
  };
  createInterface({ input: child.stdout }).on('line', onLine);
  createInterface({ input: child.stderr }).on('line', onLine);

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
    tail,
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
