import { Logger, type INestApplication } from '@nestjs/common';
import { DrainState } from '../health/drain-state.js';

export interface ShutdownSettings {
  /** How long readiness fails while requests are still served, before the listener closes. */
  delayMs: number;
  /** The most time closing may take (in-flight requests, hooks, the pool). */
  timeoutMs: number;
  /** After the close, before the exit: what must still leave the process (buffered traces). */
  flush?: () => Promise<void>;
}

/**
 * Drains and closes the app, in this order:
 * 1. readiness answers 503 (DrainState); requests are still served for `delayMs`, so load balancers and
 *    Kubernetes endpoints stop routing here before the port closes;
 * 2. `app.close()`: Nest runs `onModuleDestroy` and then `beforeApplicationShutdown` hooks (job workers
 *    stop taking jobs here: the HTTP server and the database pool are still up), then Fastify stops
 *    accepting connections and waits for the requests in flight, then `onApplicationShutdown` hooks close
 *    the database pool and Redis;
 * 3. if that takes longer than `timeoutMs`, resolves 'timed-out' (the caller exits anyway).
 */
export async function drainAndClose(
  app: INestApplication,
  settings: ShutdownSettings,
  logger = new Logger('Shutdown'),
): Promise<'closed' | 'timed-out'> {
  app.get(DrainState).beginDrain();
  logger.log(`draining: readiness fails, serving ${settings.delayMs} ms more before closing`);
  await sleep(settings.delayMs);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), settings.timeoutMs);
  });
  const closed = app.close().then(() => 'closed' as const);
  const outcome = await Promise.race([closed, timedOut]).finally(() => clearTimeout(timer));
  if (outcome === 'closed') logger.log(`closed in ${Date.now() - started} ms`);
  else logger.error(`not closed after ${settings.timeoutMs} ms: exiting with requests or hooks unfinished`);
  return outcome;
}

/** SIGTERM (Kubernetes, podman stop, docker stop) and SIGINT (Ctrl-C): drain, close, exit. */
export function exitGracefullyOnSignals(app: INestApplication, settings: ShutdownSettings): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return; // a second signal changes nothing: the close is already bounded
    stopping = true;
    new Logger('Shutdown').log(`${signal} received`);
    void drainAndClose(app, settings).then(
      // The last traces (OpenTelemetry, when on) are sent before the exit; a failed send is no reason to wait.
      async (outcome) => {
        await settings.flush?.().catch(() => undefined);
        process.exit(outcome === 'closed' ? 0 : 1);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
