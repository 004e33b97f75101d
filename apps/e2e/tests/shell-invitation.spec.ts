// Invitations seen by the invitee: the link /opprett-konto?invitation=TOKEN for a new person, and the
// invitation cards on /organizations for a person who already has an account.
import { auth, organizations } from '@ferieplan/texts';
import { SELECTED_ORGANIZATION_KEY, type Organization } from '@ferieplan/contracts';
import { apiAs, expect, test, uniqueEmail } from '../support/fixtures.js';
import { invitationToken, toast, uniqueOrgnr } from '../support/shell-helpers.js';

async function organizationWithAdmin(newUser: () => Promise<{ idToken: string }>, name: string) {
  const admin = await newUser();
  const api = apiAs(admin.idToken);
  const created = await api.post<Organization>('/api/Organizations', { name, orgnr: uniqueOrgnr() });
  expect(created.status).toBe(201);
  return { api, organization: created.body };
}

test('a new person completes registration from the invitation link and lands on /dashboard', async ({
  page,
  newUser,
}) => {
  const { api, organization } = await organizationWithAdmin(newUser, 'Invitert AS');
  const email = uniqueEmail('invitert');
  const token = invitationToken();
  const sent = await api.post('/api/Invitations', {
    email,
    organizationId: organization.id,
    organizationName: organization.name,
    token,
    isAdmin: false,
  });
  expect(sent.status).toBeLessThan(300);

  await page.goto(`/opprett-konto?invitation=${token}`);
  await expect(page.getByRole('heading', { name: auth.invitationTitle })).toBeVisible();
  const emailField = page.getByLabel(auth.email, { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');

  // Name first, then the password rules
  await page.getByLabel(auth.password, { exact: true }).fill('Hemmelig123');
  await page.getByLabel(auth.confirmPassword, { exact: true }).fill('Hemmelig123');
  await page.getByLabel(auth.yourName).fill('   ');
  await page.getByRole('button', { name: auth.invitationSubmit }).click();
  await expect(toast(page, auth.nameRequired)).toBeVisible();

  await page.getByLabel(auth.yourName).fill('Ingrid Invitert');
  await page.getByRole('button', { name: auth.invitationSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_ORGANIZATION_KEY)).toBe(
    organization.id,
  );

  // The invitee is now a member; the link is used up.
  const members = await api.get<{ email: string; name: string }[]>(
    `/api/Users/organization/${organization.id}`,
  );
  expect(members.body.find((m) => m.email === email)?.name).toBe('Ingrid Invitert');
  await page.goto('/organizations');
  await expect(page.getByRole('button', { name: organizations.openDashboard('Invitert AS') })).toBeVisible();
});

test('an unknown invitation token shows that the invitation is invalid or expired', async ({ page }) => {
  await page.goto(`/opprett-konto?invitation=${invitationToken()}`);
  await expect(page.getByRole('alert')).toHaveText(auth.invitationInvalid);
  await expect(page.getByLabel(auth.password, { exact: true })).toHaveCount(0);
});

test('an invited person with an account accepts on /organizations', async ({ page, newUser }) => {
  const { api, organization } = await organizationWithAdmin(newUser, 'Aksept AS');
  // Accepting without the mailed link needs a verified address.
  const invitee = await newUser({ emailVerified: true });
  const invited = await api.post('/api/UserInvitations', {
    organizationId: organization.id,
    email: invitee.email,
  });
  expect(invited.status).toBeLessThan(300);

  await page.goto('/login');
  await page.getByLabel(auth.email, { exact: true }).fill(invitee.email);
  await page.getByLabel(auth.password, { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/organizations$/);

  const card = page.getByRole('article').filter({ hasText: 'Aksept AS' });
  await expect(card).toContainText(organizations.statusPending);
  await card.getByRole('button', { name: organizations.accept }).click();
  await expect(toast(page, organizations.accepted)).toBeVisible();
  await expect(card).toContainText(organizations.statusAccepted);
  await expect(card).toContainText(organizations.alreadyMember);

  await page.getByRole('button', { name: organizations.openDashboard('Aksept AS') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
