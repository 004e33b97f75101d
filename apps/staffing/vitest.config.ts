import { defineConfig } from 'vitest/config';

// Workspace libs resolve to their TypeScript sources (the `source` export condition).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { include: ['src/**/*.spec.{ts,tsx}'] },
});
