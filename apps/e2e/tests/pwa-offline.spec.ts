// Issue 29: after a first visit, /dashboard opens without a network with the person's balances and
// requests of that visit, says how old they are ('Sist oppdatert {tid}'), and a request sent offline is
// refused with a message instead of being lost.
import { employee, offlineTexts } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { memberOnDashboard, serviceWorkerControls } from '../support/pwa.js';

test.use({ serviceWorkers: 'allow' });
// Signing up, inviting, signing in and the worker's idle-time start: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const cachedUrls = (page: import('@playwright/test').Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), cache);

// FIXME (issue 29, left open): on the first visit the worker's warm-up has not kept the employee remote's
// remoteEntry.js and the app's HTML within the wait (seen 2026-11-26: hashed chunks and mf-manifest.json
// kept, those two not), so the offline reload is not proven yet.
test.fixme('offline dashboard after a first visit, and no silent loss of a request', async ({ page, context }) => {
  await memberOnDashboard(page, 'Ola Offline');
  await serviceWorkerControls(page);
  // The own data passed through the worker once it took over, and the app's files were kept.
  await expect
    .poll(() => cachedUrls(page, 'ferieplan-data-v1'), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([expect.stringContaining('/api/VacationRequests/my')]));
  await expect
    .poll(() => cachedUrls(page, 'ferieplan-shell-v1'), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([expect.stringMatching(/remoteEntry\.js$/), expect.stringMatching(/\/(dashboard|__app\.html)$/)]));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Sist oppdatert \d{1,2}\. \p{L}+ \d{4} kl\. \d{2}:\d{2}$/u)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(offlineTexts.notice)).toBeVisible();
  for (const [card, value] of [['total', '25'], ['used', '0'], ['remaining', '25']])
    await expect(page.getByTestId(`balance-${card}`).locator('.emp-card__number')).toHaveText(value);
  await expect(page.getByText(employee.emptyList(new Date().getFullYear()))).toBeVisible();

  // A request tried offline: told that it needs a connection, and nothing pretends it was sent.
  const year = new Date().getFullYear();
  await page.getByLabel('Fra dato').fill(`14.12.${year}`);
  await page.getByLabel('Til dato').fill(`15.12.${year}`);
  await page.getByRole('button', { name: employee.submit }).click();
  await expect(page.getByText(offlineTexts.needsConnection)).toBeVisible();
  await expect(page.getByText('Ferieforespørsel sendt!')).toHaveCount(0);

  // Back online: the notice goes, and the request can be sent.
  await context.setOffline(false);
  await page.getByRole('button', { name: employee.submit }).click();
  await expect(page.getByText('Ferieforespørsel sendt!')).toBeVisible();
});
