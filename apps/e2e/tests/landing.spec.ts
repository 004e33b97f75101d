// The public pages start without the full app (issue 14): '/' hydrates its prerendered markup without
// React warnings and without the router's chunk; the first in-app link loads the full app and navigates
// without a new document; the navbar's links keep working from there.
import { auth, landing, nav, pricing } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';

test('/ hydrates quietly without the full app, and its links navigate inside the app', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landing.headline })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(warnings, 'no hydration mismatch or other warning').toEqual([]);
  expect(
    scripts.filter((path) => /\/app\.[0-9a-f]+\.js$/.test(path)),
    'the full app is not loaded',
  ).toEqual([]);

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
