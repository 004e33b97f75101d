// 'Logg inn med Microsoft' (issue 26) with the Auth emulator: the popup's test account page stands in for
// Microsoft Entra ID, and the emulator signs the person in through its microsoft.com provider.
import { auth, domainJoin, MICROSOFT_PROVIDER_NAME, microsoftSignIn } from '@ferieplan/texts';
import { expect, test, uniqueEmail } from '../support/fixtures.js';
import {
  expectSignedInOnOrganizations,
  openSignInPopup,
  signInOnEmulatorPopup,
  toast,
} from '../support/shell-helpers.js';

// A popup journey on a shared, loaded machine: more than the default minute (not a speed assertion).
test.describe.configure({ timeout: 180_000 });

for (const { path, button } of [
  { path: '/login', button: auth.loginWith(MICROSOFT_PROVIDER_NAME) },
  { path: '/opprett-konto', button: auth.continueWith(MICROSOFT_PROVIDER_NAME) },
]) {
  test(`'${button}' on ${path} signs in through the popup, beside Google, and lands on /organizations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(
      page
        .getByRole('button', { name: auth.loginWith('Google') })
        .or(page.getByRole('button', { name: auth.continueWith('Google') })),
    ).toBeVisible();
    const popup = await openSignInPopup(page, button);
    await expect(popup.getByRole('heading', { name: microsoftSignIn.emulatorTitle })).toBeVisible();
    await signInOnEmulatorPopup(popup, uniqueEmail('microsoft'), 'Mona Microsoft');
    await expectSignedInOnOrganizations(page);
    // Microsoft vouches for the address: no request to confirm it.
    await expect(page.getByRole('region', { name: domainJoin.unconfirmedTitle })).toHaveCount(0);
  });
}

test('closing the Microsoft popup shows the Microsoft failure message and keeps the page usable', async ({
  page,
}) => {
  await page.goto('/login');
  await (await openSignInPopup(page, auth.loginWith(MICROSOFT_PROVIDER_NAME))).close();
  await expect(toast(page, microsoftSignIn.failed)).toBeVisible();
  await expect(page.getByRole('button', { name: auth.loginWith(MICROSOFT_PROVIDER_NAME) })).toBeEnabled();
});
