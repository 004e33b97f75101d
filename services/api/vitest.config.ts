import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the Nest sources with decorator metadata (esbuild cannot emit it).
// The `source` condition makes @ferieplan/* libraries load from their TypeScript sources.
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'es6' },
    }),
  ],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Every response the tests receive is checked against openapi.json (src/test/contract-replay.ts).
    setupFiles: ['src/test/contract-replay.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
