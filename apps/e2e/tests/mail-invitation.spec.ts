// Invitations that reach people: the admin invites in the admin dashboard, the API mails the link
// (caught by the system's maildev), the invitee follows the link from the mail and lands on /dashboard,
// as a new person (sign-up in invitation mode) and as one who already has an account.
import { mailCatcherClient } from '@ferieplan/tools/kit/mail-catcher.mjs';
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';
import {
  adminEmployees,
  adminInvitations,
  auth,
  mail,
  mailStatus,
  admin as adminTexts,
} from '@ferieplan/texts';
import type { Page } from '@playwright/test';
import { createOrganization } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { apiAs, expect, test, uniqueEmail } from '../support/fixtures.js';
import { e2eUrls } from '../support/system.js';

const catcher = mailCatcherClient(e2eUrls.mailCatcher);

/** The admin sends the invitation through the dialog and sees that the mail went out. */
async function inviteInDashboard(page: Page, email: string) {
  await adminTab(page, adminTexts.tabs.employees).click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: adminEmployees.sendInvitation, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: adminInvitations.modalTitle });
  await dialog.getByLabel(adminInvitations.emailLabel).fill(email);
  await dialog.getByRole('button', { name: adminInvitations.send }).click();
  await expect(page.getByText(adminInvitations.sent(email))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(adminInvitations.statusWaiting);
  // The table refreshes on the next load; the mail status is read from the server.
  await expect(async () => {
    await page.reload();
    await adminTab(page, adminTexts.tabs.employees).click();
    await expect(page.getByRole('tab', { name: adminEmployees.invitationsTab(1) })).toBeVisible();
    await page.getByRole('tab', { name: adminEmployees.invitationsTab(1) }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText(mailStatus.sent, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
}

/** The link in the one mail to this address. */
async function linkFromMail(email: string, organizationName: string): Promise<string> {
  const [message] = await catcher.waitForMessagesTo(email, { timeoutMs: 20_000 });
  expect(message.subject).toBe(mail.invitationSubject(organizationName));
  const link = /https?:\/\/\S+\/opprett-konto\?invitation=[A-Za-z0-9_-]{32}/.exec(message.text ?? '')?.[0];
  expect(link, message.text).toBeTruthy();
  expect(link!.startsWith(e2eUrls.shell)).toBe(true);
  return link!;
}

test('a new person follows the mailed invitation link, signs up and sees /dashboard', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Ada Admin' });
  const organization = await createOrganization(owner, 'Postkassen AS');
  await openAdminDashboard(page, owner, organization.id);
  const email = uniqueEmail('ny');
  await inviteInDashboard(page, email);
  const link = await linkFromMail(email, 'Postkassen AS');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: auth.invitationTitle })).toBeVisible();
  await expect(page.getByLabel(auth.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(auth.yourName).fill('Nora Ny');
  await page.getByLabel(auth.password, { exact: true }).fill('Hemmelig123');
  await page.getByLabel(auth.confirmPassword, { exact: true }).fill('Hemmelig123');
  await page.getByRole('button', { name: auth.invitationSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_ORGANIZATION_KEY)).toBe(
    organization.id,
  );
  const members = await apiAs(owner.idToken).get<{ email: string }[]>(
    `/api/Users/organization/${organization.id}`,
  );
  expect(members.body.map((m) => m.email)).toContain(email);
});

test('a person with an account follows the mailed link, signs in with their password and joins', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Bo Admin' });
  const organization = await createOrganization(owner, 'Konto AS');
  // An account whose address was never verified: the link from the mail is the proof.
  const existing = await newUser({ displayName: 'Eva Eksisterende' });
  await openAdminDashboard(page, owner, organization.id);
  await inviteInDashboard(page, existing.email);
  const link = await linkFromMail(existing.email, 'Konto AS');

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByLabel(auth.email, { exact: true })).toHaveValue(existing.email);
  await page.getByLabel(auth.yourName).fill('Eva Eksisterende');
  await page.getByLabel(auth.password, { exact: true }).fill(existing.password);
  await page.getByLabel(auth.confirmPassword, { exact: true }).fill(existing.password);
  await page.getByRole('button', { name: auth.invitationSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const members = await apiAs(owner.idToken).get<{ email: string }[]>(
    `/api/Users/organization/${organization.id}`,
  );
  expect(members.body.map((m) => m.email)).toContain(existing.email);
});
