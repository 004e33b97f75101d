// Issue 29: the installable app. Chromium's own install criteria (the checks Lighthouse's removed
// 'installable-manifest' audit reported) through DevTools' Page.getInstallabilityErrors, on /dashboard
// after signing in; a visitor of / gets no service worker at all (the landing page's budget).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@ferieplan/tools/kit/chromium.mjs';
import { appManifest } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { memberOnDashboard, serviceWorkerControls } from '../support/pwa.js';

test.use({ serviceWorkers: 'allow' });
// Signing up, inviting, signing in and the worker's idle-time start: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a visitor of / gets the manifest link but no service worker', async ({ page }) => {
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sw.js')) workerRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000); // longer than the idle wait before a registration
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(workerRequests).toEqual([]);
});

test('signed in on /dashboard: manifest and service worker meet Chromium’s install criteria', async ({
  urls,
}) => {
  // A regular profile: Chromium never offers to install from an incognito one (Playwright's default contexts).
  const profile = mkdtempSync(join(tmpdir(), 'ferieplan-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    baseURL: urls.shell,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await memberOnDashboard(page, 'Ine Installerer');
    await serviceWorkerControls(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: appManifest.name,
      short_name: appManifest.shortName,
      start_url: '/dashboard',
      theme_color: '#1f4fbf',
    });
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);

    // The icons are real PNGs of the sizes the manifest lists.
    for (const [src, size] of [
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
      ['/icons/maskable-512.png', 512],
    ] as const) {
      const response = await page.request.get(src);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
