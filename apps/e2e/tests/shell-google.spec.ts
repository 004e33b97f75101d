// Google sign-in with the Auth emulator: the popup's test account page stands in for Google.
import { auth } from '@ferieplan/texts';
import { expect, test, uniqueEmail } from '../support/fixtures.js';
import {
  expectSignedInOnOrganizations,
  openSignInPopup,
  signInOnEmulatorPopup,
  toast,
} from '../support/shell-helpers.js';

for (const { path, button } of [
  { path: '/login', button: auth.loginWith('Google') },
  { path: '/opprett-konto', button: auth.continueWith('Google') },
]) {
  test(`'${button}' on ${path} signs in through the popup and lands on /organizations`, async ({ page }) => {
    await page.goto(path);
    const popup = await openSignInPopup(page, button);
    await signInOnEmulatorPopup(popup, uniqueEmail('google'), 'Gunn Google');
    await expectSignedInOnOrganizations(page);
  });
}

test('closing the popup shows the Google failure message and keeps the page usable', async ({ page }) => {
  await page.goto('/login');
  await (await openSignInPopup(page, auth.loginWith('Google'))).close();
  await expect(toast(page, auth.googleFailed)).toBeVisible();
  await expect(page.getByRole('button', { name: auth.loginWith('Google') })).toBeEnabled();
});
