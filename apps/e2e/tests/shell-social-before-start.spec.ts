// 'Logg inn med Google' / 'Fortsett med Microsoft' pressed on the prerendered sign-in pages before the app's
// JavaScript has run: start-on-intent holds the press and replays it once the app has hydrated the page
// (apps/shell/src/public/form-handover.ts). The replay is a script click: it may open the provider's popup
// only while the browser still counts the first press as the person's activation (about 5 s in Chrome).
// Within that window the popup opens by itself; after it the page asks for one more press, which opens it.
// Either way the person is signed in exactly once.
import type { CDPSession, Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@ferieplan/tools/kit/chromium.mjs';
import { auth, GOOGLE_PROVIDER_NAME, MICROSOFT_PROVIDER_NAME } from '@ferieplan/texts';
import { expect, test, uniqueEmail } from '../support/fixtures.js';
import { expectSignedInOnOrganizations, signInOnEmulatorPopup } from '../support/shell-helpers.js';
import { hold } from '../support/signed-in-start.js';

// Popup journeys on a shared, loaded machine: more than the default minute (not a speed assertion).
test.describe.configure({ timeout: 180_000 });
// With Chromium's popup blocker on, as a person has it: Playwright turns it off by default, and then a popup
// opens without the person's activation too.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  },
});

const ENTRY = /\/main\.[0-9a-f]+\.js$/;

/** The popups the page opens and the Auth emulator sign-ins it sends (signInWithIdp), as they happen. */
function watchSignIns(page: Page) {
  const seen = { popups: 0, signIns: 0 };
  page.on('popup', () => seen.popups++);
  page.on('request', (request) => {
    if (/\/accounts:signInWithIdp\b/.test(request.url())) seen.signIns++;
  });
  return seen;
}

/**
 * Waits until the page asks for one more press of `button`, reading it through a CDP session: Playwright's
 * own reads of a page (locators, expect, evaluate) count as a user gesture in Chromium, so polling with them
 * would give the page the very activation that is gone for a person who waited.
 */
async function untilPressAgainAsked(cdp: CDPSession, button: string): Promise<void> {
  const expression = `[...document.querySelectorAll('[role=status]')].map((status) => status.textContent)`;
  const statuses = async () =>
    ((await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value ??
      []) as string[];
  await expect.poll(statuses, { timeout: 60_000 }).toContain(auth.pressAgain(button));
}

/** Opens `path` with the app's entry held and presses `button`; resolves once the press asked for the app. */
async function pressBeforeTheAppRuns(page: Page, path: string, button: string): Promise<() => void> {
  const release = await hold(page, ENTRY);
  await page.goto(path);
  // The press is the visitor's first intent: it starts the app (a prefetch while idle does not count).
  const asked = page.waitForRequest(
    (request) => ENTRY.test(request.url()) && !request.headers()['sec-purpose']?.includes('prefetch'),
  );
  await page.getByRole('button', { name: button }).click();
  await asked;
  return release;
}

test(`'${auth.loginWith(GOOGLE_PROVIDER_NAME)}' pressed before the app runs signs in once through the popup`, async ({
  page,
}) => {
  const button = auth.loginWith(GOOGLE_PROVIDER_NAME);
  const seen = watchSignIns(page);
  const release = await pressBeforeTheAppRuns(page, '/login', button);
  const cdp = await page.context().newCDPSession(page);
  const popupOpened = page.waitForEvent('popup');
  release();
  // The app replays the press as soon as it has hydrated the page; on a machine so loaded that this took
  // longer than the browser's activation window, it asks for the one more press instead (next tests).
  const popup = await Promise.race([popupOpened, untilPressAgainAsked(cdp, button).then(() => null)]);
  await signInOnEmulatorPopup(
    popup ?? (await openByPressingAgain(page, button)),
    uniqueEmail('tidlig'),
    'Tidlig Google',
  );
  await expectSignedInOnOrganizations(page);
  expect(seen, 'one popup, one sign-in').toEqual({ popups: 1, signIns: 1 });
});

/** The press again the page asked for: a real press, which the browser lets open the popup. */
async function openByPressingAgain(page: Page, button: string): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  return popupOpened;
}

for (const { path, button } of [
  { path: '/login', button: auth.loginWith(GOOGLE_PROVIDER_NAME) },
  { path: '/opprett-konto', button: auth.continueWith(MICROSOFT_PROVIDER_NAME) },
]) {
  test(`'${button}' on ${path} pressed longer before the app runs than the browser's activation window asks for one more press`, async ({
    page,
  }) => {
    const seen = watchSignIns(page);
    const release = await pressBeforeTheAppRuns(page, path, button);
    // Chrome counts a press as the person's activation for 5 s (no flag shortens it): the app starts after.
    await page.waitForTimeout(6_000);
    const cdp = await page.context().newCDPSession(page);
    release();
    // No popup the browser would block, no failure message: what to do, and the button focused for it.
    await untilPressAgainAsked(cdp, button);
    expect(seen.popups, 'no popup from the late replay').toBe(0);
    await expect(page.getByRole('status').filter({ hasText: auth.pressAgain(button) })).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeFocused();

    const popup = await openByPressingAgain(page, button);
    await signInOnEmulatorPopup(popup, uniqueEmail('sen-trykk'), 'Sen Trykk');
    await expectSignedInOnOrganizations(page);
    expect(seen, 'one popup, one sign-in').toEqual({ popups: 1, signIns: 1 });
  });
}
