// A returning person's signed-in page paints its frame with the page's real heading before the app's
// JavaScript (issue 28: that heading is the page's LCP element): index.html's first script
// (apps/shell/src/first-frame) reads the session Firebase stored on this browser and what the app
// remembered, paints, and only then asks for the shell's entry. The app then shows the page in the same
// place, in one step: the heading never blinks and is never shown twice. Nobody signed out, and no one
// whose stored session is not used as it is (expired or due for refresh), gets a frame.
import type { Page } from '@playwright/test';
import { admin, employee, nav, organizations } from '@ferieplan/texts';
import { apiAs, expect, selectOrganization, signInThroughUi, test } from '../support/fixtures.js';
import { hold, storeTokenExpiry } from '../support/signed-in-start.js';

const ENTRY = /\/main\.[0-9a-f]+\.js$/;
const FRAME = '[data-first-frame]';

/**
 * From the page's first script on: per animation frame, the texts of the visible h1 elements (to see
 * that the heading never blinks nor shows twice), and the frame's heading's text box (for its place).
 */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { __headings: string[][] }).__headings = seen;
    const textBox = (h1: Element) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      const { x, y, width, height } = range.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    };
    (window as unknown as { __textBox: typeof textBox }).__textBox = textBox;
    const sample = () => {
      const visible = [...document.querySelectorAll('h1')].filter((h1) => h1.checkVisibility());
      const frame = document.querySelector('[data-first-frame] h1');
      if (frame) (window as unknown as { __frameBox: number[] }).__frameBox = textBox(frame);
      const texts = visible.map((h1) => h1.textContent ?? '');
      if (JSON.stringify(texts) !== JSON.stringify(seen.at(-1))) seen.push(texts);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/**
 * Opens `path` (else reloads) with the shell's entry held; resolves once the first script asked for it,
 * that is once it has decided whether to paint.
 */
async function openHoldingEntry(page: Page, path?: string): Promise<() => void> {
  const release = await hold(page, ENTRY);
  const asked = page.waitForRequest(ENTRY);
  if (path) await page.goto(path, { waitUntil: 'commit' });
  else await page.reload({ waitUntil: 'commit' });
  await asked;
  return async () => {
    release();
    await page.unroute(ENTRY);
  };
}

/** The frame shows `title` before the app; after it, the page's own heading in the same place. */
async function expectFrameReplacedCleanly(page: Page, kind: string, title: string): Promise<void> {
  await recordHeadings(page);
  const release = await openHoldingEntry(page);
  const frame = page.locator(FRAME);
  await expect(frame).toHaveAttribute('data-first-frame', kind);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(frame.getByRole('navigation', { name: nav.mainNavigation })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await release();
  await expect(frame).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // One h1 from the first paint on, always the same text: no frame without a heading, none with two.
  const sequence = await page.evaluate(() => (window as unknown as { __headings: string[][] }).__headings);
  expect(sequence.filter((texts) => texts.length > 0)).toEqual([[title]]);
  // The page's heading is where the frame's was, as large (Lighthouse keeps the first as the LCP).
  const frameBox = await page.evaluate(() => (window as unknown as { __frameBox: number[] }).__frameBox);
  const pageBox = await heading.evaluate((h1) =>
    (window as unknown as { __textBox: (h1: Element) => number[] }).__textBox(h1),
  );
  expect(pageBox).toEqual(frameBox);
}

test("/organizations: the frame's title first, then the page's, in the same place", async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  await expectFrameReplacedCleanly(page, 'organizations', organizations.title);
});

test("/dashboard: 'Velkommen {name}!' from the stored user, then the employee dashboard's", async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Ragnhild Førstemaling' });
  const created = await apiAs(owner.idToken).post<{ id: string }>('/api/Organizations', {
    name: 'Rammeverket AS',
  });
  expect(created.status).toBe(201);
  await signInThroughUi(page, owner);
  await selectOrganization(page, created.body.id);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    employee.greeting('Ragnhild Førstemaling'),
  );
  await expectFrameReplacedCleanly(page, 'dashboard', employee.greeting('Ragnhild Førstemaling'));
  await expect(page.getByText(employee.organizationLabel('Rammeverket AS'))).toBeVisible();
});

test("/admindashboard: the selected organisation's name as the app last showed it, never a guess", async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  const created = await apiAs(owner.idToken).post<{ id: string }>('/api/Organizations', {
    name: 'Forhåndsvist AS',
  });
  expect(created.status).toBe(201);
  // The sign-in's landing, /organizations, lists it: its name is remembered there.
  await signInThroughUi(page, owner);
  await expect(page.getByRole('button', { name: new RegExp('Forhåndsvist AS') })).toBeVisible();
  // An organisation whose name this browser never showed: nothing to paint, so no frame.
  await selectOrganization(page, '00000000-0000-4000-8000-000000000000');
  const release = await openHoldingEntry(page, '/admindashboard');
  await expect(page.locator(FRAME)).toHaveCount(0);
  await release();
  await selectOrganization(page, created.body.id);
  await page.goto('/admindashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Forhåndsvist AS' })).toBeVisible();
  await expectFrameReplacedCleanly(page, 'admindashboard', 'Forhåndsvist AS');
  await expect(page.getByText(admin.subtitle)).toHaveCount(1);
  // Signing out forgets the names with the selection.
  await page.getByRole('button', { name: nav.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ferieplan.organizationNames'))).toBeNull();
});

test('no frame for a visitor who never signed in here', async ({ page }) => {
  await page.goto('/personvern');
  for (const path of ['/organizations', '/dashboard', '/admindashboard']) {
    const release = await openHoldingEntry(page, path);
    await expect(page.locator(FRAME)).toHaveCount(0);
    await release();
  }
});

test('no frame with a stored session that is expired or due for refresh, nor after signing out', async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  for (const expiresIn of [-60_000, 4 * 60_000]) {
    await storeTokenExpiry(page, Date.now() + expiresIn);
    const release = await openHoldingEntry(page);
    await expect(page.locator(FRAME)).toHaveCount(0);
    await release();
    // The app still starts and shows the page (the SDK refreshes the token).
    await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  }
  // Signed out: the session hint is gone, so nothing is painted either.
  await page.getByRole('button', { name: nav.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  const release = await openHoldingEntry(page, '/organizations');
  await expect(page.locator(FRAME)).toHaveCount(0);
  await release();
});
