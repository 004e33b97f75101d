// A signed-in page loads in fewer round trips (issue 28): the shell's index.html preloads what its entry
// loads next (bootstrap's chunk and the shared modules it consumes: tools/rspack/app-preload-plugin.mjs;
// the hints are in its first script's data-preload, which adds them: tools/rspack/first-frame-plugin.mjs),
// and for someone who signed in on this browser bootstrap.tsx starts the route's own chunks beside the app's
// chunk, instead of after the router has run, and the session the browser stored asks for the page's data
// while the auth SDK is still on its way (auth-store's resumeStoredSession).
import type { Page } from '@playwright/test';
import { common, employee, nav, organizations } from '@ferieplan/texts';
import { apiAs, expect, selectOrganization, signInThroughUi, test } from '../support/fixtures.js';
import { apiCalls, duplicates, hold, storeTokenExpiry } from '../support/signed-in-start.js';

const APP_CHUNK = /\/app\.[0-9a-f]+\.js$/;
const PAGE_CHUNK = /\/organizations\.[0-9a-f]+\.js$/;
const SDK_CHUNK = /\/firebase\.[0-9a-f]+\.js$/;
const REMOTE_PAGE = /\/__federation_expose_AdminDashboardPage\.[0-9a-f]+\.js$/;

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

// The hints index.html's first script adds (first-frame-plugin.mjs).
const PRELOADS = /data-preload="([^"]*)"/;

test('a signed-in page preloads only files it loads anyway, and downloads each of them once', async ({
  page,
  newUser,
  request,
}) => {
  const html = await (await request.get('/organizations')).text();
  const preloaded = html.match(PRELOADS)?.[1].split(' ').filter(Boolean) ?? [];
  expect(preloaded.length, 'the bootstrap chunk and the shared modules it consumes').toBeGreaterThan(2);
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/bootstrap\.[0-9a-f]+\.js$/));
  await signInThroughUi(page, await newUser());

  // The page served without its hints: what it loads on its own.
  await page.route(/\/organizations$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(PRELOADS, 'data-preload=""') });
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

/** Bearer tokens the page sent to the API, in order. */
function apiTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (new URL(request.url()).pathname.startsWith('/api/') && authorization) tokens.push(authorization);
  });
  return tokens;
}

test("a returning person's dashboard shows its organisation before the auth SDK: the stored session's token asks for the data", async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  const created = await apiAs(owner.idToken).post<{ id: string }>('/api/Organizations', {
    name: 'Startfjord AS',
  });
  expect(created.status).toBe(201);
  await signInThroughUi(page, owner);
  await selectOrganization(page, created.body.id);
  await page.goto('/admindashboard');
  // The app's page with its data (the first frame's heading would come before the page's calls were sent).
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Startfjord AS' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const releaseApp = await hold(page, APP_CHUNK);
  const releaseSdk = await hold(page, SDK_CHUNK);
  const files = requestedFiles(page);
  const tokens = apiTokens(page);
  const calls = apiCalls(page);
  // The page's load event waits for the held chunk.
  await page.reload({ waitUntil: 'commit' });
  // The remote's page downloads beside the app's chunk, not after the router has run.
  await expect.poll(() => files.some((file) => APP_CHUNK.test(file))).toBe(true);
  await expect.poll(() => files.some((file) => REMOTE_PAGE.test(file))).toBe(true);
  releaseApp();
  // The organisation's name comes from the API, asked with the stored token while the SDK is held back
  // (the page's own heading, in the app's root: the first frame paints the name remembered before).
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Startfjord AS' })).toBeVisible();
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.every((token) => /^Bearer \S+$/.test(token))).toBe(true);
  // The SDK still starts (after the page's first content) and takes the session over.
  await expect.poll(() => files.some((file) => SDK_CHUNK.test(file))).toBe(true);
  releaseSdk();
  // The SDK taking the session over asks for nothing again: each of the dashboard's first data calls is one.
  await page.waitForLoadState('networkidle');
  expect(calls.some((call) => call.startsWith('GET /api/Organizations/'))).toBe(true);
  expect(duplicates(calls)).toEqual([]);
  // Signing out ends the session, the stored one too: the dashboard sends the visitor on, as any visitor.
  await page.getByRole('button', { name: nav.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admindashboard');
  await expect(page).toHaveURL(/\/opprett-konto$/);
});

test("a returning person's /organizations shows its title before the page's chunk, then the organisations before the auth SDK", async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  // Its landing's lists all answered: their requests are not the ones counted below (reloading while the
  // last of them was still going out counted it twice).
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app's chunk, the page's and the auth SDK's held.
  const releaseApp = await hold(page, APP_CHUNK);
  const releasePage = await hold(page, PAGE_CHUNK);
  const releaseSdk = await hold(page, SDK_CHUNK);
  const files = requestedFiles(page);
  const calls = apiCalls(page);
  await page.reload({ waitUntil: 'commit' });
  // The router (in the app's chunk) used to ask for the page's chunk: now it downloads beside the app's.
  await expect.poll(() => files.some((file) => PAGE_CHUNK.test(file))).toBe(true);

  // The title is there before the page's chunk (the router's fallback).
  releaseApp();
  const title = page.getByRole('heading', { level: 1, name: organizations.title });
  await expect(title).toBeVisible();
  releasePage();
  // The page itself, with the API's answer, while the SDK's chunk is still held.
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: organizations.title })).toHaveCount(1);
  await expect.poll(() => files.some((file) => SDK_CHUNK.test(file))).toBe(true);
  releaseSdk();
  // The SDK taking the session over asks for nothing again: each of the page's first data calls is one.
  await page.waitForLoadState('networkidle');
  expect(calls).toContain('GET /api/Organizations/my');
  expect(duplicates(calls)).toEqual([]);
});

test('a stored token due for refresh is not used: the page waits for the SDK, which refreshes it', async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  // Its landing's lists are shown: their requests are not the ones counted below.
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  // Firebase's stored session, as if its ID token expired in 4 minutes (refreshed 5 minutes ahead).
  await storeTokenExpiry(page, Date.now() + 4 * 60_000);
  const releaseSession = await hold(page, /accounts:lookup/);
  const tokens = apiTokens(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: organizations.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: common.loading })).toBeVisible();
  await expect(page.getByRole('button', { name: organizations.createCard })).toHaveCount(0);
  releaseSession();
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  expect(tokens.length).toBeGreaterThan(0);
});

test('a stored token the API refuses is asked again through the SDK: no sign-out, no login page', async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  // The first request for the organisations (the one with the stored token) is answered 401.
  let refused = 0;
  await page.route(/\/api\/Organizations\/my$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    // The API's own answer (its CORS headers), with the status of a refused token.
    const response = await route.fetch();
    if (refused++ === 0) return route.fulfill({ response, status: 401, json: { message: 'Unauthorized' } });
    return route.fulfill({ response });
  });
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  const tokens = apiTokens(page);
  await page.reload();
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  expect(refused).toBe(2);
  expect(tokens.length).toBeGreaterThan(1);
  // It stayed on the page (the login page never shown) and the person is still signed in.
  expect(urls).toEqual(['/organizations']);
  await expect(page).toHaveURL(/\/organizations$/);
  await page.reload();
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
});

test("a returning person's /dashboard sends each of its first calls once", async ({ page, newUser }) => {
  const owner = await newUser();
  const created = await apiAs(owner.idToken).post<{ id: string }>('/api/Organizations', {
    name: 'Engangsfjord AS',
  });
  expect(created.status).toBe(201);
  await signInThroughUi(page, owner);
  await selectOrganization(page, created.body.id);
  await page.goto('/dashboard');
  await expect(page.getByText(employee.organizationLabel('Engangsfjord AS'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = apiCalls(page);
  await page.reload();
  await expect(page.getByText(employee.organizationLabel('Engangsfjord AS'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its own requests, the absence kinds and the notification settings among them; none of them twice.
  expect(calls).toContain(`GET /api/VacationRequests/my?organizationId=${created.body.id}`);
  expect(duplicates(calls)).toEqual([]);
});
