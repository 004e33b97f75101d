import { defineConfig } from 'vitest/config';

// Workspace libs are consumed from their TypeScript sources (the `source` export condition).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.spec.{ts,tsx}'] },
});
