// Browser journeys against the whole running system (see README.md in this folder).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@ferieplan/tools/kit/chromium.mjs';
import { e2eUrls } from './support/system.js';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores shared with the system under test: one browser at a time.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the "N passed, N failed" line of `npm test`.
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: e2eUrls.shell,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: true,
    // The shell registers a service worker for signed-in people (issue 29); page.route cannot see what a
    // worker fetches, so journeys run without it unless they test it (the pwa-*.spec.ts files allow it).
    serviceWorkers: 'block',
    // Debian's Chromium (apt-get install chromium): no browser download needed.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium' }],
});
