// 'Logg inn her' on the sign-up page starts loading /login's code on hover or focus, so the click finds it
// loaded: the sign-up form (with fields of the same labels) is not left on screen while it downloads
// (the cause of an earlier flake, see the protected-page sign-in in support/ui.ts). /login's chunk
// requested after the click is held back for longer than the assertions wait: only a preload lets
// them pass.
import type { Page } from '@playwright/test';
import { auth } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';

const LOGIN_CHUNK = /\/login\.[0-9a-f]+\.js$/;

/** Requests for /login's chunk: answered at once until the click, held for 30 s after it. */
async function watchLoginChunk(page: Page) {
  const state = { requested: 0, clicked: false };
  await page.route(LOGIN_CHUNK, async (route) => {
    state.requested++;
    if (state.clicked) await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  return state;
}

for (const intent of ['hover', 'focus'] as const) {
  test(`'${auth.loginHere}' loads /login's code on ${intent}, so the click shows the login form at once`, async ({
    page,
  }) => {
    const chunk = await watchLoginChunk(page);
    const firebase = page.waitForRequest(/\/firebase\.[0-9a-f]+\.js$/);
    await page.goto('/opprett-konto');
    await expect(page.getByRole('heading', { name: auth.signupTitle })).toBeVisible();
    // The page arrives prerendered: the pointer over its heading starts the app, which hydrates it and
    // then loads the auth SDK.
    await page.getByRole('heading', { name: auth.signupTitle }).hover();
    await firebase;
    await page.waitForLoadState('networkidle');
    expect(chunk.requested, 'not loaded with the sign-up page').toBe(0);

    const link = page.getByRole('link', { name: auth.loginHere });
    if (intent === 'hover') await link.hover();
    else await link.focus();
    await expect.poll(() => chunk.requested).toBe(1);
    await page.waitForLoadState('networkidle');

    chunk.clicked = true;
    await link.click();
    await expect(page.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: auth.signupTitle })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
}
