// Smoke: the shell and every remote route load in Chromium without page errors, and a remote that is
// down shows the Norwegian error boundary while the rest of the shell (the navbar) keeps working.
import { createServer } from 'node:net';
import { common, landing, nav } from '@ferieplan/texts';
import type { Page } from '@playwright/test';
import { apiAs, expect, selectOrganization, signInThroughUi, test } from '../support/fixtures.js';

/** Route -> the remote that renders it (none: a page of the shell itself). */
const PUBLIC_ROUTES = [
  { path: '/', remote: 'landing' },
  { path: '/pricing', remote: 'landing' },
  { path: '/login', remote: null },
  { path: '/opprett-konto', remote: null },
] as const;
const PROTECTED_ROUTES = [
  { path: '/organizations', remote: null },
  { path: '/dashboard', remote: 'employee' },
  { path: '/admindashboard', remote: 'admin' },
] as const;

/** Visits a route and checks that it rendered inside the layout, with its remote loaded. */
async function expectRouteRenders(page: Page, path: string, remoteOrigin: string | null) {
  const manifest = remoteOrigin
    ? page.waitForResponse(
        (r) => r.url().startsWith(`${remoteOrigin}/`) && r.url().endsWith('/mf-manifest.json'),
      )
    : null;
  await page.goto(path);
  // The prerendered pages start the shell, and load their remote, on the visitor's intent.
  await page.getByRole('heading').first().hover();
  if (manifest) expect((await manifest).status(), `${path}: manifest of its remote`).toBe(200);
  await expect(page.getByRole('navigation', { name: nav.mainNavigation })).toBeVisible();
  await expect(page.getByRole('heading').first(), `${path}: a heading`).toBeVisible();
  await expect(page.getByText(common.remoteFailed)).toHaveCount(0);
}

/** A port nothing listens on: a remote "stopped" for this page only. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('the public routes render, with their remotes', async ({ page, urls }) => {
  for (const route of PUBLIC_ROUTES) {
    await expectRouteRenders(page, route.path, route.remote ? urls[route.remote] : null);
  }
});

test('the protected routes render for a signed-in member of an organisation', async ({
  page,
  urls,
  newUser,
}) => {
  const user = await newUser();
  const created = await apiAs(user.idToken).post<{ id: string }>('/api/Organizations', {
    name: `Røyktest ${user.email.slice(0, 12)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await signInThroughUi(page, user);
  await selectOrganization(page, created.body.id);
  for (const route of PROTECTED_ROUTES) {
    await expectRouteRenders(page, route.path, route.remote ? urls[route.remote] : null);
  }
});

test('every remote serves its manifest and remote entry with CORS, where /remotes.json says', async ({
  request,
  urls,
}) => {
  // A deployment may serve a release of a remote under a path (/r2/mf-manifest.json): follow the shell's file.
  const remotes = (await (await request.get(`${urls.shell}/remotes.json`)).json()) as Record<string, string>;
  for (const remote of ['landing', 'employee', 'admin', 'staffing'] as const) {
    expect(remotes[remote], remote).toMatch(new RegExp(`^${urls[remote]}/`));
    const manifest = await request.get(remotes[remote], { headers: { Origin: urls.shell } });
    expect(manifest.status(), remote).toBe(200);
    expect(manifest.headers()['access-control-allow-origin'], remote).toBeTruthy();
    const entry = await request.get(new URL('remoteEntry.js', remotes[remote]).href);
    expect(entry.status(), remote).toBe(200);
  }
});

test('a stopped remote shows the Norwegian error boundary and the navbar keeps working', async ({
  page,
  urls,
}) => {
  const deadPort = await closedPort();
  // The shell reads /remotes.json at start-up: point the landing remote at a port where nothing runs.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    remotes.landing = `http://127.0.0.1:${deadPort}/mf-manifest.json`;
    await route.fulfill({ response, json: remotes });
  });
  // '/' is prerendered: the shell starts, and finds the remote down, when the visitor shows intent.
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: landing.headline }).hover();
  const alert = page.getByRole('alert').filter({ hasText: common.remoteFailed });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: common.retry })).toBeVisible();

  // The rest of the shell still works: the navbar leads to the shell's own login page.
  const navigation = page.getByRole('navigation', { name: nav.mainNavigation });
  await navigation.getByRole('link', { name: nav.login, exact: true }).click();
  await expect(page).toHaveURL(`${urls.shell}/login`);
  await expect(page.getByText(common.remoteFailed)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: nav.login, exact: true })).toBeVisible();
});
