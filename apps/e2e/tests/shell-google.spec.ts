// Google sign-in with the Auth emulator: the popup's test account page stands in for Google.
import { auth, nav, organizations } from '@ferieplan/texts';
import { expect, test, uniqueEmail } from '../support/fixtures.js';
import { toast } from '../support/shell-helpers.js';

for (const { path, button } of [
  { path: '/login', button: auth.loginWith('Google') },
  { path: '/opprett-konto', button: auth.continueWith('Google') },
]) {
  test(`'${button}' on ${path} signs in through the popup and lands on /organizations`, async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto(path);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: button }).click();
    const popup = await popupOpened;
    await popup.getByLabel(auth.email, { exact: true }).fill(email);
    await popup.getByLabel(auth.emulatorGoogleName).fill('Gunn Google');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: auth.emulatorGoogleSubmit }).click();
    await closed;
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(toast(page, auth.loggedIn)).toBeVisible();
    await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
    await expect(page.getByRole('button', { name: nav.logout })).toBeVisible();
  });
}

test('closing the popup shows the Google failure message and keeps the page usable', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: auth.loginWith('Google') }).click();
  await (await popupOpened).close();
  await expect(toast(page, auth.googleFailed)).toBeVisible();
  await expect(page.getByRole('button', { name: auth.loginWith('Google') })).toBeEnabled();
});
