// /login and /opprett-konto arrive prerendered (issue 28): the form paints from the first response and only
// start-on-intent runs until the visitor shows intent; the auth SDK loads after that. A press of the
// form's button before the shell and the SDK have arrived is never lost: it is held, handed to the app with
// what was typed once the app has hydrated the page, and the app's handler waits for the SDK. The tests hold
// the shell's entry until after the press and the SDK's chunk until the form shows that it is working.
import type { Page } from '@playwright/test';
import { auth, organizations } from '@ferieplan/texts';
import { expect, test, uniqueEmail } from '../support/fixtures.js';

const ENTRY = /\/main\.[0-9a-f]+\.js$/;
const FIREBASE = /\/firebase\.[0-9a-f]+\.js$/;

/** Holds every request for `pattern` until release() is called; counts those made to run (no prefetch). */
async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: 0, release };
  await page.route(pattern, async (route) => {
    if (!route.request().headers()['sec-purpose']?.includes('prefetch')) state.requested++;
    await released;
    await route.continue().catch(() => undefined);
  });
  return state;
}

/** Console errors and warnings (a hydration mismatch is one), and the scripts the page asks to run. */
function watch(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.headers()['sec-purpose']?.includes('prefetch'))
      scripts.push(new URL(request.url()).pathname);
  });
  return { warnings, scripts };
}

for (const [path, heading, submit] of [
  ['/login', auth.loginTitle, auth.loginSubmit],
  ['/opprett-konto', auth.signupTitle, auth.signupSubmit],
] as const) {
  test(`${path} is served with its form and runs only start-on-intent before intent`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(heading);
    expect(html).toContain(submit);

    const { warnings, scripts } = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts, 'only start-on-intent before intent').toEqual([
      expect.stringMatching(/^\/start-on-intent\.[0-9a-f]+\.js$/),
    ]);

    // Intent: the full app hydrates the page quietly, then loads the auth SDK.
    await page.getByLabel(auth.email, { exact: true }).focus();
    await expect.poll(() => scripts.some((script) => FIREBASE.test(script))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(warnings, 'no hydration mismatch or other warning').toEqual([]);
    await expect(page.getByRole('button', { name: submit })).toBeEnabled();
  });
}

test(`'${auth.signupSubmit}' pressed before the shell and the auth SDK have loaded still signs up`, async ({
  page,
}) => {
  const entry = await holdRequests(page, ENTRY);
  const sdk = await holdRequests(page, FIREBASE);
  const password = 'Hemmelig123';
  await page.goto('/opprett-konto');
  await page.getByLabel(auth.email, { exact: true }).fill(uniqueEmail('tidlig'));
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByLabel(auth.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.signupSubmit }).click();
  await expect.poll(() => entry.requested, 'the press started the shell').toBeGreaterThan(0);

  // The shell runs and takes over the press and what was typed; the form works while the SDK loads.
  entry.release();
  await expect(page.getByRole('button', { name: auth.signupBusy })).toBeDisabled();
  await expect.poll(() => sdk.requested).toBeGreaterThan(0);
  expect(new URL(page.url()).search, 'no page load with the fields in the address').toBe('');

  sdk.release();
  await expect(page.getByRole('heading', { name: auth.checkEmailTitle })).toBeVisible();
});

test(`'${auth.loginSubmit}' pressed before the shell and the auth SDK have loaded still signs in`, async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  const entry = await holdRequests(page, ENTRY);
  const sdk = await holdRequests(page, FIREBASE);
  await page.goto('/login');
  await page.getByLabel(auth.email, { exact: true }).fill(user.email);
  await page.getByLabel(auth.password, { exact: true }).fill(user.password);
  // Enter in the password field: the browser presses the form's submit button.
  await page.getByLabel(auth.password, { exact: true }).press('Enter');
  await expect.poll(() => entry.requested, 'the press started the shell').toBeGreaterThan(0);

  entry.release();
  await expect(page.getByRole('button', { name: auth.loginBusy })).toBeDisabled();
  await expect.poll(() => sdk.requested).toBeGreaterThan(0);

  sdk.release();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
});

test('what was typed before the shell ran stays when the visitor types on after it has hydrated the page', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  const entry = await holdRequests(page, ENTRY);
  const sdk = page.waitForRequest(FIREBASE);
  await page.goto('/login');
  await page.getByLabel(auth.email, { exact: true }).fill(user.email);
  await expect.poll(() => entry.requested, 'typing started the shell').toBeGreaterThan(0);
  entry.release();
  // The app has hydrated the page once it asks for the auth SDK; typing in the next field re-renders the
  // form, which must keep the e-mail typed before.
  await sdk;
  await page.getByLabel(auth.password, { exact: true }).fill(user.password);
  await expect(page.getByLabel(auth.email, { exact: true })).toHaveValue(user.email);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/organizations$/);
});

// A small screen (the bench's headless Chromium: 780 x 493): the form's button lies below the fold, so the
// visitor (or the browser, focusing a field) scrolls before pressing. The app's start must not scroll the page
// under the pointer: React Router's <ScrollRestoration> scrolled it to the top as it hydrated the page, so a
// press that began before the start ended on another element and was lost (bench:web's sign-in, issue 28).
test.describe('on a small screen, scrolled down to the button', () => {
  test.use({ viewport: { width: 780, height: 493 } });

  for (const [path, submit, fill, signedIn] of [
    [
      '/login',
      auth.loginSubmit,
      async (page: Page, email: string, password: string) => {
        await page.getByLabel(auth.email, { exact: true }).fill(email);
        await page.getByLabel(auth.password, { exact: true }).fill(password);
      },
      async (page: Page) => {
        await expect(page).toHaveURL(/\/organizations$/);
        await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
      },
    ],
    [
      '/opprett-konto',
      auth.signupSubmit,
      async (page: Page, email: string, password: string) => {
        await page.getByLabel(auth.email, { exact: true }).fill(email);
        await page.getByLabel(auth.password, { exact: true }).fill(password);
        await page.getByLabel(auth.confirmPassword, { exact: true }).fill(password);
      },
      async (page: Page) => {
        await expect(page.getByRole('heading', { name: auth.checkEmailTitle })).toBeVisible();
      },
    ],
  ] as const) {
    test(`${path}: a press begun before the app starts and ended after it still submits`, async ({
      page,
      newUser,
    }) => {
      // /login signs in an existing user; /opprett-konto signs up a new e-mail.
      const user =
        path === '/login' ? await newUser() : { email: uniqueEmail('rulle'), password: 'Hemmelig123' };
      const entry = await holdRequests(page, ENTRY);
      const started = page.waitForRequest(FIREBASE); // the app asks for the auth SDK once it has hydrated the page
      // The Auth emulator's sign-in and sign-up calls: the press sends exactly one.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (/\/accounts:(signInWithPassword|signUp)\b/.test(request.url())) sent.push(request.url());
      });
      await page.goto(path);
      await fill(page, user.email, user.password);
      const button = page.getByRole('button', { name: submit });
      await button.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, 'the button was below the fold').toBeGreaterThan(0);

      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down(); // intent: the shell starts
      await expect.poll(() => entry.requested, 'the press started the shell').toBeGreaterThan(0);
      entry.release();
      await started;
      expect(await page.evaluate(() => window.scrollY), 'the start kept the page where it was').toBe(
        scrolled,
      );
      await page.mouse.up();
      await signedIn(page);
      expect(sent, 'one sign-in or sign-up, with what was typed').toHaveLength(1);
    });
  }

  test('the app keeps the scrolled /login where it is; the next page opens at the top, Back returns to the place', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const entry = await holdRequests(page, ENTRY);
    const started = page.waitForRequest(FIREBASE);
    await page.goto('/login');
    const link = page.getByRole('link', { name: auth.registerHere });
    await link.scrollIntoViewIfNeeded(); // intent: the shell starts once its entry is let through
    const scrolled = await scrollY();
    expect(scrolled, 'the link was below the fold').toBeGreaterThan(0);
    entry.release();
    await started; // the app has hydrated the page
    expect(await scrollY(), 'the start kept the page where it was').toBe(scrolled);

    await link.click();
    await expect(page.getByRole('heading', { name: auth.signupTitle })).toBeVisible();
    expect(await scrollY(), 'a new page opens at the top').toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
    await expect.poll(scrollY, 'Back returns to the place on /login').toBe(scrolled);
  });
});
