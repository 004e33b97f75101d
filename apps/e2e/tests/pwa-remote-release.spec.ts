// Issue 29: no stale remote after an independent deploy. A browser with the service worker installed,
// which has kept the admin remote's entry (remoteEntry.js) for offline use, gets the admin remote's new
// release on its next load: the worker asks the network first and serves its copy only without one.
// The new release ("r2") is deployed in place: the admin origin answers the same address with a changed
// entry, which marks the page (as tools/rehearsal's admin r2 does for the rehearsal's containers).
import { admin } from '@ferieplan/texts';
import { apiAs, expect, test } from '../support/fixtures.js';
import { openAdminDashboard } from '../support/admin-browser.js';
import { serviceWorkerControls } from '../support/pwa.js';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

// On a line of its own: the entry ends with a sourceMappingURL comment.
const R2_MARKER = "\n;document.documentElement.dataset.adminRelease = 'r2';\n";

test('a new release of the admin remote applies on the next load with the worker installed', async ({
  page,
  context,
  newUser,
  urls,
}) => {
  const owner = await newUser();
  const organization = await apiAs(owner.idToken).post<{ id: string }>('/api/Organizations', {
    name: 'Utrulling AS',
  });
  expect(organization.status).toBe(201);
  await openAdminDashboard(page, owner, organization.body.id);
  await serviceWorkerControls(page);
  const adminEntry = `${urls.admin}/remoteEntry.js`;
  // Reloaded under the worker's control, r1's entry passes through it and is kept (offline copy).
  await page.reload();
  await expect(page.locator('#root').getByText(admin.subtitle)).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await (await caches.open('ferieplan-shell-v1')).keys()).map((r) => r.url)),
      { timeout: 60_000 },
    )
    .toContain(adminEntry);
  expect(await page.evaluate(() => document.documentElement.dataset.adminRelease ?? 'r1')).toBe('r1');

  // Admin r2 goes out: same address, a changed entry (the worker's own fetches are routed too).
  await context.route(adminEntry, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()) + R2_MARKER });
  });
  await page.reload();
  // The remote's page itself (in #root): the first frame shows the subtitle before the remote has run.
  await expect(page.locator('#root').getByText(admin.subtitle)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.adminRelease ?? 'r1')).toBe('r2');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
