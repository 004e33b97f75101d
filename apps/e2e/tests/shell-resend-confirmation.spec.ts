// A person who signed up by e-mail and has not confirmed the address (issue 26): the organisations page
// says why accepting an invitation needs it, sends the confirmation mail again, and once the link is
// followed the invitation can be accepted.
import type { Organization } from '@ferieplan/contracts';
import { identityClient } from '@ferieplan/tools/kit/identity.mjs';
import { domainJoin, organizations, serverCore } from '@ferieplan/texts';
import { apiAs, expect, signInThroughUi, test } from '../support/fixtures.js';
import { toast, uniqueOrgnr } from '../support/shell-helpers.js';
import { DEMO_API_KEY, e2eUrls } from '../support/system.js';

// A popup journey on a shared, loaded machine: more than the default minute (not a speed assertion).
test.describe.configure({ timeout: 180_000 });

const identity = identityClient(e2eUrls.authEmulator);

/** The confirmation mails (VERIFY_EMAIL action codes) the emulator has sent to the address. */
async function confirmationMails(email: string): Promise<{ oobCode: string }[]> {
  const codes = (await identity.oobCodes()) as { email: string; requestType: string; oobCode: string }[];
  return codes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

test('an unconfirmed person resends the confirmation, follows it, and can then accept the invitation', async ({
  page,
  newUser,
}) => {
  const admin = await newUser();
  const api = apiAs(admin.idToken);
  const created = await api.post<Organization>('/api/Organizations', {
    name: 'Bekreft AS',
    orgnr: uniqueOrgnr(),
  });
  expect(created.status).toBe(201);
  const person = await newUser();
  expect(
    (await api.post('/api/UserInvitations', { organizationId: created.body.id, email: person.email })).status,
  ).toBe(201);

  await signInThroughUi(page, person);
  const notice = page.getByRole('region', { name: domainJoin.unconfirmedTitle });
  await expect(notice).toContainText(domainJoin.unconfirmedText(person.email));

  // What blocks acceptance today: the API wants a confirmed address (or the mailed link).
  const card = page.getByRole('article').filter({ hasText: 'Bekreft AS' });
  await card.getByRole('button', { name: organizations.accept }).click();
  await expect(toast(page, serverCore.invitationUnverified)).toBeVisible();

  const before = (await confirmationMails(person.email)).length;
  await notice.getByRole('button', { name: domainJoin.resend }).click();
  await expect(toast(page, domainJoin.resent(person.email))).toBeVisible();
  await expect.poll(async () => (await confirmationMails(person.email)).length).toBe(before + 1);

  // Not yet followed: still unconfirmed.
  await notice.getByRole('button', { name: domainJoin.confirmedCheck }).click();
  await expect(toast(page, domainJoin.stillUnconfirmed)).toBeVisible();

  // The person follows the link in the new mail (as the emulator's action page does).
  const [latest] = (await confirmationMails(person.email)).slice(-1);
  const applied = await fetch(
    `${e2eUrls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: latest.oobCode }),
    },
  );
  expect(applied.ok).toBe(true);

  await notice.getByRole('button', { name: domainJoin.confirmedCheck }).click();
  await expect(notice).toHaveCount(0);
  await card.getByRole('button', { name: organizations.accept }).click();
  await expect(toast(page, organizations.accepted)).toBeVisible();
  await expect(page.getByRole('button', { name: organizations.openDashboard('Bekreft AS') })).toBeVisible();
});
