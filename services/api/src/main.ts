import 'reflect-metadata';
import * as nodeModule from 'node:module';
import { loadConfig } from './config/app-config.js';
import { ConfigurationError } from './config/configuration-error.js';
import { mapStackTracesThroughSourceMaps } from './observability/source-mapped-stacks.js';

/**
 * Node 22.1+ (the image's Node 24) keeps the compiled code of the modules it loads on disk (in the
 * system's temporary folder, or NODE_COMPILE_CACHE) and reuses it the next time the process starts in
 * the same container; on Node 20 there is no such function. Before the application's chunks load.
 */
function reuseCompiledCode(): void {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}

async function bootstrap(): Promise<void> {
  mapStackTracesThroughSourceMaps();
  reuseCompiledCode();
  // Tracing first, and only when configured: its instrumentations patch pg and http as they load, so the
  // application is imported after it; without an endpoint the SDK is never loaded (start time, memory).
  const config = loadConfig();
  const { otlpEndpoint } = config;
  const tracing = otlpEndpoint
    ? (await import('./observability/tracing.js')).startTracing(otlpEndpoint)
    : null;
  const { Logger } = await import('@nestjs/common');
  const { createNestApp } = await import('./app-factory.js');
  const { exitGracefullyOnSignals } = await import('./lifecycle/graceful-shutdown.js');
  // The settings read above, not a second loadConfig() (start time).
  const app = await createNestApp({ config });
  exitGracefullyOnSignals(app, {
    delayMs: config.shutdownDelayMs,
    timeoutMs: config.shutdownTimeoutMs,
    flush: tracing ? () => tracing.shutdown() : undefined,
  });
  await app.listen(config.port, config.host);
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  new Logger('Main').log(`Ferieplan API: http://${shownHost}:${config.port}/api (docs: /api/docs)`);
  if (tracing) new Logger('Main').log(`OpenTelemetry: traces to ${otlpEndpoint}`);
}

bootstrap().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message says what, a stack would only hide it.
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
