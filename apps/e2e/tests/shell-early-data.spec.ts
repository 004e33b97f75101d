// A returning person's /organizations asks for its three lists at bootstrap, with the token of the session
// the browser stored, beside the app's chunks (issue 28: auth-store's startEarlyRequests); the page's
// queries take those answers, so each list is asked for once. A stored token that is expired is not sent, early or later.
import type { Page } from '@playwright/test';
import { organizations } from '@ferieplan/texts';
import { apiAs, expect, signInThroughUi, test } from '../support/fixtures.js';
import { hold, storeTokenExpiry } from '../support/signed-in-start.js';

const APP_CHUNK = /\/app\.[0-9a-f]+\.js$/;
const FIRST_DATA = [
  'GET /api/Organizations/my',
  'GET /api/Organizations/joined',
  'GET /api/UserInvitations/mine',
];

/** The page's API requests as 'METHOD /path' with their bearer tokens, in order. */
function apiCalls(page: Page): { call: string; token: string | undefined }[] {
  const calls: { call: string; token: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || request.method() === 'OPTIONS') return;
    const token = request.headers()['authorization']?.replace(/^Bearer /, '');
    calls.push({ call: `${request.method()} ${url.pathname}${url.search}`, token });
  });
  return calls;
}

const count = (calls: { call: string }[], call: string) => calls.filter((c) => c.call === call).length;

test("a returning person's /organizations asks for its lists before the app's chunk, once each, and shows them", async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  expect((await apiAs(owner.idToken).post('/api/Organizations', { name: 'Tidligfjord AS' })).status).toBe(
    201,
  );
  await signInThroughUi(page, owner);
  // Its landing's lists are shown: their requests are not the ones counted below.
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  const releaseApp = await hold(page, APP_CHUNK);
  const calls = apiCalls(page);
  await page.reload({ waitUntil: 'commit' });
  // Asked for while the app's chunk (React, the router, the data layer) is still held.
  for (const call of FIRST_DATA) await expect.poll(() => count(calls, call), call).toBe(1);
  expect(calls.every(({ token }) => token && token.length > 20)).toBe(true);
  releaseApp();
  await expect(page.getByText('Tidligfjord AS', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const call of FIRST_DATA) expect(count(calls, call), `${call} once`).toBe(1);
});

test('an expired stored token is not sent: nothing goes out before the app, the SDK refreshes it and the page shows its lists, no call twice', async ({
  page,
  newUser,
}) => {
  await signInThroughUi(page, await newUser());
  // Its landing's lists are shown: their requests are not the ones counted below.
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  await storeTokenExpiry(page, Date.now() - 60_000);
  const releaseApp = await hold(page, APP_CHUNK);
  const calls = apiCalls(page);
  await page.reload({ waitUntil: 'commit' });
  // Nothing is asked for before the app runs (bootstrap has long read the stored session by then).
  await page.waitForTimeout(1_000);
  expect(calls).toEqual([]);
  releaseApp();
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const call of FIRST_DATA) expect(count(calls, call), `${call} once`).toBe(1);
  // No call is sent twice (a stored token sent and refused would be asked again with the SDK's).
  const sent = calls.map(({ call }) => call);
  expect(sent.filter((call, index) => sent.indexOf(call) !== index)).toEqual([]);
});
