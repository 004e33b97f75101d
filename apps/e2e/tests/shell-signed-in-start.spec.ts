// A signed-in page loads in fewer round trips (issue 28): the shell's index.html preloads what its entry
// loads next (bootstrap's chunk and the shared modules it consumes: tools/rspack/app-preload-plugin.mjs),
// and for someone who signed in on this browser bootstrap.tsx starts the route's own chunks and the auth
// SDK's beside the app's chunk, instead of after the router has run.
import type { Page } from '@playwright/test';
import { organizations } from '@ferieplan/texts';
import { expect, signInThroughUi, test } from '../support/fixtures.js';

const APP_CHUNK = /\/app\.[0-9a-f]+\.js$/;
const PAGE_CHUNK = /\/organizations\.[0-9a-f]+\.js$/;
const SDK_CHUNK = /\/firebase\.[0-9a-f]+\.js$/;

/** Paths of the scripts and stylesheets the page requests, once per request (not the idle prefetches). */
function requestedFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    files.push(new URL(request.url()).pathname);
  });
  return files;
}

const PRELOAD = /<link rel="preload" href="([^"]+)" as="(?:script|style)"[^>]*>/g;

test('a signed-in page preloads only files it loads anyway, and downloads each of them once', async ({
  page,
  newUser,
  request,
}) => {
  const html = await (await request.get('/organizations')).text();
  const preloaded = [...html.matchAll(PRELOAD)].map(([, href]) => href);
  expect(preloaded.length, 'the bootstrap chunk and the shared modules it consumes').toBeGreaterThan(2);
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/bootstrap\.[0-9a-f]+\.js$/));
  await signInThroughUi(page, await newUser());

  // The page served without its hints: what it loads on its own.
  await page.route(/\/organizations$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(PRELOAD, '') });
  });
  const withoutHints = requestedFiles(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: organizations.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.unroute(/\/organizations$/);
  page.removeAllListeners('request');
  for (const href of preloaded) expect(withoutHints, `${href} is loaded without its hint`).toContain(href);

  // With them: each is one download, the same the page uses (a hint that does not match is a second one).
  const withHints = requestedFiles(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: organizations.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const href of preloaded)
    expect(
      withHints.filter((file) => file === href),
      `${href} requested once`,
    ).toHaveLength(1);
});

test("a returning person's page requests its own chunk and the auth SDK's while the app's chunk is still loading", async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await appHeld;
    await route.continue().catch(() => undefined);
  });
  const files = requestedFiles(page);
  // The page's load event waits for the held chunk.
  await page.reload({ waitUntil: 'commit' });
  // Before, the router (in the app's chunk) asked for the page's chunk, and the layout for the SDK's.
  await expect.poll(() => files.some((file) => APP_CHUNK.test(file))).toBe(true);
  await expect.poll(() => files.some((file) => PAGE_CHUNK.test(file))).toBe(true);
  await expect.poll(() => files.some((file) => SDK_CHUNK.test(file))).toBe(true);
  releaseApp();
  await expect(page.getByRole('heading', { level: 1, name: organizations.title })).toBeVisible();
});
