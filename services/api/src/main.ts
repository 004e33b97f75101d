import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createNestApp } from './app-factory.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ConfigurationError } from './config/configuration-error.js';
import { exitGracefullyOnSignals } from './lifecycle/graceful-shutdown.js';

async function bootstrap(): Promise<void> {
  const app = await createNestApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  exitGracefullyOnSignals(app, { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs });
  await app.listen(config.port, config.host);
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  new Logger('Main').log(`Ferieplan API: http://${shownHost}:${config.port}/api (docs: /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message says what, a stack would only hide it.
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
