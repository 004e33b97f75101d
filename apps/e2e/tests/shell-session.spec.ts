// The session-expiry warning: when the ID token can no longer be refreshed (here: the account was
// disabled), the user sees 'Din økt utløper snart. Logg inn på nytt for å fortsette.'
import { common } from '@ferieplan/texts';
import { expect, signInThroughUi, test } from '../support/fixtures.js';
import { DEMO_API_KEY, e2eUrls } from '../support/system.js';
import { toast } from '../support/shell-helpers.js';

async function disableAccount(uid: string) {
  const response = await fetch(
    `${e2eUrls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      // The emulator accepts 'owner' as an administrator's token.
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, disableUser: true }),
    },
  );
  expect(response.ok).toBe(true);
}

test('a session that cannot be refreshed shows the expiry warning', async ({ page, newUser }) => {
  await page.clock.install();
  const user = await newUser();
  await signInThroughUi(page, user);
  await disableAccount(user.uid);
  // An hour later the token has expired; refreshing it fails for the disabled account.
  await page.clock.fastForward('01:00:00');
  await expect(toast(page, common.sessionExpiring)).toBeVisible();
});
