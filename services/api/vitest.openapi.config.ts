import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// `npm run openapi`: the document spec alone, without the emulator and database of the integration
// tests, told to write services/api/openapi.json instead of comparing it (same compiler as the check).
// Spread, not mergeConfig: that would append to the include and globalSetup lists.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: [],
    include: ['src/openapi/openapi.spec.ts'],
    provide: { writeOpenApi: true },
  },
});
