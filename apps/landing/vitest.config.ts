import { defineConfig } from 'vitest/config';

// Static renders; @ferieplan/* libraries load from their TypeScript sources (`source` condition).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { include: ['src/**/*.spec.{ts,tsx}'], environment: 'node' },
});
