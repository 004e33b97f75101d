// Privacy duties (issue 17): the 'Personvern' notice from the footer and the sign-up page; a person
// downloads their data and deletes their account; an admin deletes the organisation.
import { readFile } from 'node:fs/promises';
import type { AccountExport } from '@ferieplan/contracts';
import {
  account,
  admin,
  auth,
  authErrors,
  common,
  nav,
  organizationDeletion,
  privacyLinks,
  serverPrivacy,
} from '@ferieplan/texts';
import { privacyNotice } from '@ferieplan/texts/privacy-notice';
import {
  createOrganization,
  futureWeek,
  organizationWithMember,
  requestVacation,
} from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { apiAs, expect, signInThroughUi, test } from '../support/fixtures.js';
import { toast } from '../support/shell-helpers.js';
import { E2E_SITE } from '../support/site.js';

test('footer -> Personvern names the configured operator; the sign-up page links to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: privacyLinks.footer }).click();
  await expect(page).toHaveURL(/\/personvern$/);
  await expect(page.getByRole('heading', { level: 1, name: privacyNotice.title })).toBeVisible();
  await expect(
    page.getByText(privacyNotice.operator(E2E_SITE.SITE_MAKER, E2E_SITE.SITE_ORGNR)),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: privacyNotice.hosting(E2E_SITE.SITE_HOSTING_NAME) }),
  ).toHaveAttribute('href', E2E_SITE.SITE_HOSTING_URL);
  for (const heading of [
    privacyNotice.storedTitle,
    privacyNotice.retentionTitle,
    privacyNotice.processorsTitle,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(privacyNotice.firebase)).toBeVisible();

  await page.goto('/opprett-konto');
  await expect(page.getByRole('heading', { name: auth.signupTitle })).toBeVisible();
  await page.getByRole('link', { name: privacyLinks.signup }).click();
  await expect(page).toHaveURL(/\/personvern$/);
});

// Two journeys, each with its own sign-ins (they were one test of three UI sign-ins: at load ~20 its
// steps, none waiting wrongly, added up past the test's minute and it timed out on whichever click was next).
test('the only admin of an organisation with members is refused deleting their account, with the reason', async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  const member = await newUser({ emailVerified: true });
  await organizationWithMember(owner, member, 'Personvern AS');

  await signInThroughUi(page, owner);
  await page.getByRole('button', { name: account.delete }).click();
  const dialog = page.getByRole('dialog', { name: account.deleteTitle });
  await dialog.getByLabel(account.confirmLabel).fill('SLETT');
  await dialog.getByRole('button', { name: account.deleteSubmit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(serverPrivacy.lastAdmin('Personvern AS'));
  await dialog.getByRole('button', { name: common.cancel }).click();
  await expect(dialog).toBeHidden();
  // Still signed in, the account still there.
  await expect(
    page.getByRole('navigation', { name: nav.mainNavigation }).getByRole('button', { name: nav.logout }),
  ).toBeVisible();
  expect((await apiAs(owner.idToken).get('/api/Users/me/export')).status).toBe(200);
});

test('a member downloads their data and deletes their account; the sign-in no longer works', async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  const member = await newUser({ emailVerified: true });
  const org = await organizationWithMember(owner, member, 'Personvern AS');
  const week = futureWeek(3);
  await requestVacation(member, org.id, week, 'Hytteferie');

  // The member downloads everything about them.
  await signInThroughUi(page, member);
  const section = page.getByRole('region', { name: account.title });
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: account.download }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^ferieplan-mine-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as AccountExport;
  expect(data.profile.email).toBe(member.email);
  expect(data.memberships.map((m) => m.organizationName)).toEqual(['Personvern AS']);
  expect(data.vacationRequests.map((r) => [r.startDate, r.description])).toEqual([
    [week.start, 'Hytteferie'],
  ]);
  expect(JSON.stringify(data)).not.toContain(owner.email);

  // A wrong word is refused in the dialog; SLETT deletes the account and signs out.
  await section.getByRole('button', { name: account.delete }).click();
  const dialog = page.getByRole('dialog', { name: account.deleteTitle });
  await dialog.getByLabel(account.confirmLabel).fill('slett');
  await dialog.getByRole('button', { name: account.deleteSubmit }).click();
  await expect(dialog.getByText(account.confirmMismatch)).toBeVisible();
  await dialog.getByLabel(account.confirmLabel).fill('SLETT');
  await dialog.getByRole('button', { name: account.deleteSubmit }).click();
  await expect(toast(page, account.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Gone from the organisation, and the sign-in no longer works.
  const employees = await apiAs(owner.idToken).get<Array<{ email: string }>>(
    `/api/Users/organization/${org.id}`,
  );
  expect(employees.body.map((e) => e.email)).toEqual([owner.email]);
  await page.goto('/login');
  await page.getByLabel(auth.email, { exact: true }).fill(member.email);
  await page.getByLabel(auth.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(toast(page, authErrors['user-not-found']!)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin deletes the organisation after typing its name', async ({ page, newUser }) => {
  const owner = await newUser();
  const org = await createOrganization(owner, 'Slettes AS');
  await openAdminDashboard(page, owner, org.id);
  await adminTab(page, admin.tabs.settings).click();
  await page.getByRole('button', { name: organizationDeletion.button }).click();
  const dialog = page.getByRole('dialog', { name: organizationDeletion.modalTitle });
  await dialog.getByLabel(organizationDeletion.confirmLabel).fill('Slettes');
  await dialog.getByRole('button', { name: organizationDeletion.submit }).click();
  await expect(dialog.getByText(organizationDeletion.confirmMismatch)).toBeVisible();
  await dialog.getByLabel(organizationDeletion.confirmLabel).fill('Slettes AS');
  await dialog.getByRole('button', { name: organizationDeletion.submit }).click();
  await expect(toast(page, organizationDeletion.deleted('Slettes AS'))).toBeVisible();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('button', { name: new RegExp('Slettes AS') })).toHaveCount(0);
  expect((await apiAs(owner.idToken).get(`/api/Organizations/${org.id}`)).status).toBe(404);
});
