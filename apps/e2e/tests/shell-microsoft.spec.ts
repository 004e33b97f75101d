// 'Logg inn med Microsoft' (issue 26) with the Auth emulator: the popup's test account page stands in for
// Microsoft Entra ID, and the emulator signs the person in through its microsoft.com provider.
import { auth, domainJoin, MICROSOFT_PROVIDER_NAME, microsoftSignIn, nav, organizations } from '@ferieplan/texts';
import { expect, test, uniqueEmail } from '../support/fixtures.js';
import { toast } from '../support/shell-helpers.js';

// A popup journey on a shared, loaded machine: more than the default minute (not a speed assertion).
test.describe.configure({ timeout: 180_000 });

for (const { path, button } of [
  { path: '/login', button: auth.loginWith(MICROSOFT_PROVIDER_NAME) },
  { path: '/opprett-konto', button: auth.continueWith(MICROSOFT_PROVIDER_NAME) },
]) {
  test(`'${button}' on ${path} signs in through the popup, beside Google, and lands on /organizations`, async ({ page }) => {
    const email = uniqueEmail('microsoft');
    await page.goto(path);
    await expect(page.getByRole('button', { name: auth.loginWith('Google') }).or(page.getByRole('button', { name: auth.continueWith('Google') }))).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: button }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: microsoftSignIn.emulatorTitle })).toBeVisible();
    await popup.getByLabel(auth.email, { exact: true }).fill(email);
    await popup.getByLabel(auth.emulatorGoogleName).fill('Mona Microsoft');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: auth.emulatorGoogleSubmit }).click();
    await closed;
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(toast(page, auth.loggedIn)).toBeVisible();
    await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
    await expect(page.getByRole('button', { name: nav.logout })).toBeVisible();
    // Microsoft vouches for the address: no request to confirm it.
    await expect(page.getByRole('region', { name: domainJoin.unconfirmedTitle })).toHaveCount(0);
  });
}

test('closing the Microsoft popup shows the Microsoft failure message and keeps the page usable', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: auth.loginWith(MICROSOFT_PROVIDER_NAME) }).click();
  await (await popupOpened).close();
  await expect(toast(page, microsoftSignIn.failed)).toBeVisible();
  await expect(page.getByRole('button', { name: auth.loginWith(MICROSOFT_PROVIDER_NAME) })).toBeEnabled();
});
