// The public pages start without the full app (issue 14). '/' arrives prerendered and runs one small
// script (start-on-intent) until the visitor shows intent: no React, federation runtime or landing remote
// before that. Intent hydrates the markup without React warnings and without the router's chunk; the first
// in-app link loads the full app and navigates without a new document; the navbar's links keep working
// from there. A link clicked before the shell runs is followed inside the app once it does.
import type { Page } from '@playwright/test';
import { auth, footer, landing, nav, pricing } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { E2E_SITE } from '../support/site.js';

/**
 * Console errors and warnings, the path of every script the page requests to run, and of every file it
 * prefetches (downloads only, for later: <link rel=prefetch>, sent with Sec-Purpose: prefetch).
 */
function watch(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  const scripts: string[] = [];
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(path);
    else if (request.resourceType() === 'script') scripts.push(path);
  });
  return { warnings, scripts, prefetched };
}

const isFullApp = (path: string) => /\/app\.[0-9a-f]+\.js$/.test(path);

test('/ runs no app script before intent; then it hydrates quietly without the full app, and its links navigate inside the app', async ({
  page,
}) => {
  const { warnings, scripts, prefetched } = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landing.headline })).toBeVisible();
  // Idle after the load: the shell's entry and the landing remote's entry are downloaded...
  await expect
    .poll(() => prefetched, 'the entries are prefetched')
    .toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/), '/remoteEntry.js']));
  expect(prefetched).toHaveLength(2);
  await page.waitForLoadState('networkidle');
  // ...but only start-on-intent runs: no other script is requested to run, none is in the page, and the
  // federation runtime (the entry's first act) has not started.
  expect(scripts, 'only start-on-intent before intent').toEqual([
    expect.stringMatching(/^\/start-on-intent\.[0-9a-f]+\.js$/),
  ]);
  expect(await page.evaluate(() => [...document.scripts].filter((script) => script.src).length)).toBe(1);
  expect(
    await page.evaluate(() => '__FEDERATION__' in globalThis),
    'the federation runtime has not run',
  ).toBe(false);

  // Intent (the pointer over the page, not over a link): the shell starts and hydrates the page.
  await page.getByRole('heading', { level: 1, name: landing.headline }).hover();
  await expect.poll(() => scripts.some((path) => path.endsWith('/remoteEntry.js'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(warnings, 'no hydration mismatch or other warning').toEqual([]);
  expect(scripts.filter(isFullApp), 'the full app is not loaded').toEqual([]);

  // A marker on the window survives only navigations inside the app.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: landing.seePricing }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: pricing.title })).toBeVisible();
  await expect(page.getByRole('link', { name: nav.pricing })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page
    .getByRole('navigation', { name: nav.mainNavigation })
    .getByRole('link', { name: nav.login })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: pricing.title })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('a link clicked on / before the shell runs is followed inside the app once it does', async ({
  page,
}) => {
  const { warnings, scripts } = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A click with no pointer or focus before it (as a script or an assistive technology may send it).
  await page.getByRole('link', { name: landing.seePricing }).first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: pricing.title })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(scripts.some(isFullApp), 'the full app runs /pricing from here').toBe(true);
  expect(warnings).toEqual([]);
});

test("the operator's details (SITE_*) are in the footer of / and /pricing as served, and hydrate without a change", async ({
  browser,
  page,
  request,
}) => {
  const credit = footer.credit(E2E_SITE.SITE_MAKER, E2E_SITE.SITE_ORGNR);
  for (const path of ['/', '/pricing']) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} as the server sends it`).toContain(`<p>${credit}</p>`);
    expect(html).toContain(`href="${E2E_SITE.SITE_HOSTING_URL}"`);
  }

  // No script at all: the visitor sees them.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByText(credit)).toBeVisible();
  await expect(still.getByRole('link', { name: footer.hostedBy(E2E_SITE.SITE_HOSTING_NAME) })).toBeVisible();
  await noScript.close();

  // Hydration (on intent) keeps the same footer: no warning, and it does not move.
  const { warnings, scripts } = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const box = await page.locator('footer').boundingBox();
  await page.getByRole('heading', { level: 1, name: landing.headline }).hover();
  await expect.poll(() => scripts.some((path) => path.endsWith('/remoteEntry.js'))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(credit)).toBeVisible();
  await expect(page.getByRole('link', { name: footer.hostedBy(E2E_SITE.SITE_HOSTING_NAME) })).toHaveAttribute(
    'href',
    E2E_SITE.SITE_HOSTING_URL,
  );
  expect(await page.locator('footer').boundingBox()).toEqual(box);
  expect(warnings, 'no hydration mismatch or other warning').toEqual([]);
});
