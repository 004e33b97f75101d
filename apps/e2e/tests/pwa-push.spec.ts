// Issue 29: 'Varsle meg på denne enheten'. Chromium here reaches no push service, so the browser's
// PushManager and the permission prompt are stubbed; the API calls are real (PUT on, remove off).
import { nav, pushToggleTexts } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { memberOnDashboard } from '../support/pwa.js';

test.use({ serviceWorkers: 'allow' });
// Signing up, inviting, signing in and the worker's idle-time start: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A browser-made P-256 public key (any valid one: nothing is pushed in this journey). */
const P256DH = 'BPfBSGzBl09ZhCq3Kj1zp55V_QNIyNXG8uMlN1MqAq-U5u0ODs44dzK_r2i86UT-m2p4Or23KhAU7jMoUIx4RpI';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    ({ p256dh }) => {
      const w = window as unknown as { __permission: NotificationPermission; __subscribeCalls: number };
      w.__permission = (sessionStorage.getItem('e2e-permission') as NotificationPermission) ?? 'granted';
      w.__subscribeCalls = 0;
      const endpoint = `https://push.example.com/e2e/${sessionStorage.getItem('e2e-device') ?? 'device'}`;
      const subscription = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh, auth: 'c2VjcmV0c2VjcmV0MTIz' } }),
        unsubscribe: async () => {
          localStorage.removeItem('e2e-subscribed');
          return true;
        },
      };
      // The device's subscription outlives a reload, as a real one does.
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem('e2e-subscribed') ? subscription : null) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        w.__subscribeCalls++;
        localStorage.setItem('e2e-subscribed', '1');
        return subscription as unknown as PushSubscription;
      };
      Notification.requestPermission = async () => w.__permission;
    },
    { p256dh: P256DH },
  );
});

test('turning push on and off for this device saves and removes it on the server', async ({ page }) => {
  await memberOnDashboard(page, 'Vera Varsel');
  const toggle = page.getByLabel(pushToggleTexts.label);
  await expect(toggle).not.toBeChecked({ timeout: 20_000 });

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/Push\/organization\/[^/]+\/subscription$/.test(response.url()),
  );
  // click, not check(): the switch turns on once the browser and the API have said yes.
  await toggle.click();
  const put = await saved;
  expect(put.status()).toBe(204);
  expect(put.request().postDataJSON()).toEqual({
    endpoint: 'https://push.example.com/e2e/device',
    keys: { p256dh: P256DH, auth: 'c2VjcmV0c2VjcmV0MTIz' },
  });
  await expect(page.getByText(pushToggleTexts.on)).toBeVisible();
  await expect(toggle).toBeChecked();

  // Still on after a reload (the device's subscription and the organisation it was given to).
  await page.reload();
  await expect(page.getByLabel(pushToggleTexts.label)).toBeChecked({ timeout: 20_000 });

  const removed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/subscription/remove'),
  );
  await page.getByLabel(pushToggleTexts.label).click();
  expect((await removed).status()).toBe(204);
  await expect(page.getByText(pushToggleTexts.off)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('e2e-subscribed'))).toBeNull();
});

test('notifications refused in the browser: says so, and nothing is saved', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('e2e-permission', 'denied'));
  await memberOnDashboard(page, 'Nils Nei');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Push/organization/')) calls.push(request.method());
  });
  const toggle = page.getByLabel(pushToggleTexts.label);
  await toggle.click();
  await expect(page.getByText(pushToggleTexts.denied)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(calls).toEqual([]);
});

test("signing out removes this device's subscription on the server and in the browser", async ({ page }) => {
  await memberOnDashboard(page, 'Siri Signerut');
  const toggle = page.getByLabel(pushToggleTexts.label);
  await toggle.click();
  await expect(toggle).toBeChecked({ timeout: 20_000 });

  const removed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/subscription/remove'),
  );
  await page.getByRole('button', { name: nav.logout }).click();
  const remove = await removed;
  expect(remove.status()).toBe(204);
  expect(remove.request().postDataJSON()).toEqual({ endpoint: 'https://push.example.com/e2e/device' });
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('e2e-subscribed'))).toBeNull();
});
