// Admin dashboard journeys against the running system: invitations and the Starter limit, teams,
// approving and rejecting, renaming; the Pro upgrade through the local Stripe sandbox; axe scans.
import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  admin,
  adminEmployees,
  adminInvitations,
  adminRequests,
  adminSettings,
  adminStaffing,
  adminTeams,
  common,
} from '@ferieplan/texts';
import { apiAs, expect, signInThroughUi, test, uniqueEmail } from '../support/fixtures.js';
import {
  acceptInvitation,
  createOrganization,
  futureWeek,
  inviteByApi,
  requestVacation,
} from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';

const { tabs } = admin;

/** The toolbar's 'Send invitasjon' (the dialog's submit button has the same name). */
const openInviteDialog = async (page: Page) => {
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: adminEmployees.sendInvitation, exact: true })
    .first()
    .click();
  return page.getByRole('dialog', { name: adminInvitations.modalTitle });
};

async function inviteThroughDialog(page: Page, email: string) {
  const dialog = await openInviteDialog(page);
  await expect(dialog.getByText(adminInvitations.hint)).toBeVisible();
  await dialog.getByLabel(adminInvitations.emailLabel).fill(email);
  await dialog.getByRole('button', { name: adminInvitations.send }).click();
  await expect(page.getByText(adminInvitations.sent(email))).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('an admin invites, meets the Starter limit, builds a team, decides requests and renames the organisation', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Astrid Admin' });
  const organization = await createOrganization(owner, 'E2E Bakeri AS');
  await openAdminDashboard(page, owner, organization.id);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Bakeri AS' })).toBeVisible();

  // Invite one person: the pending invitation is listed with its count.
  const employeeEmail = uniqueEmail('ansatt');
  await adminTab(page, tabs.employees).click();
  await inviteThroughDialog(page, employeeEmail);
  await expect(page.getByRole('tab', { name: adminEmployees.invitationsTab(1) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const invitationRow = page.getByRole('row').filter({ hasText: employeeEmail });
  await expect(invitationRow).toContainText(adminInvitations.statusWaiting);
  await expect(invitationRow).toContainText(adminInvitations.roleEmployee);

  // The admin plus one pending invitation is the Starter maximum of 2.
  const limited = await openInviteDialog(page);
  await expect(limited.getByRole('alert')).toContainText(adminInvitations.starterLimit);
  await expect(limited.getByRole('button', { name: adminInvitations.send })).toBeDisabled();
  await limited.getByRole('button', { name: common.cancel }).click();

  // The invitee joins and asks for two weeks off (through the API).
  const employee = await newUser({ email: employeeEmail, displayName: 'Erik Ansatt', emailVerified: true });
  await acceptInvitation(employee, organization.id);
  const summer = futureWeek(3);
  const cabin = futureWeek(5);
  await requestVacation(employee, organization.id, summer, 'Sommerferie');
  await requestVacation(employee, organization.id, cabin, 'Hytteferie');

  // A team, and the employee in it.
  await page.reload();
  await adminTab(page, tabs.teams).click();
  await page.getByRole('button', { name: adminTeams.create }).click();
  const teamDialog = page.getByRole('dialog', { name: adminTeams.createTitle });
  await teamDialog.getByRole('button', { name: common.create }).click();
  await expect(teamDialog.getByText(adminTeams.nameRequired)).toBeVisible();
  await teamDialog.getByLabel(adminTeams.nameLabel).fill('Bakeriet');
  await teamDialog.getByRole('button', { name: common.create }).click();
  await expect(page.getByText(adminTeams.created)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Bakeriet' })).toContainText(adminTeams.members(0));

  await adminTab(page, tabs.employees).click();
  const employeeRow = page.getByRole('row').filter({ hasText: employeeEmail });
  await expect(employeeRow).toContainText('Erik Ansatt');
  await employeeRow.getByRole('button', { name: new RegExp(adminEmployees.assignTeam) }).click();
  const assignDialog = page.getByRole('dialog', { name: adminEmployees.assignTitle('Erik Ansatt') });
  await assignDialog.getByLabel(adminEmployees.selectTeam).selectOption({ label: 'Bakeriet' });
  await assignDialog.getByRole('button', { name: common.save }).click();
  await expect(page.getByText(adminEmployees.assigned('Erik Ansatt'))).toBeVisible();
  await expect(employeeRow.getByRole('button', { name: new RegExp(adminEmployees.assignTeam) })).toHaveText(
    'Bakeriet',
  );

  // Requests: approve the summer week, reject the cabin week.
  await adminTab(page, tabs.requests).click();
  const thisYear = new Date().getFullYear();
  if (summer.year !== thisYear) await page.getByRole('button', { name: common.nextYear }).click();
  const summerItem = page.getByRole('listitem').filter({ hasText: 'Sommerferie' });
  await expect(summerItem).toContainText('Erik Ansatt');
  await expect(summerItem).toContainText(employeeEmail);
  await expect(summerItem).toContainText(summer.daysLabel);
  await expect(summerItem).toContainText(adminRequests.teamAway(0, 'Bakeriet'));
  await summerItem.getByRole('button', { name: adminRequests.approve }).click();
  await expect(page.getByText(adminRequests.approvedToast)).toBeVisible();
  await expect(summerItem).toHaveCount(0); // the default filter shows pending requests only

  if (cabin.year !== summer.year) await page.getByRole('button', { name: common.nextYear }).click();
  const cabinItem = page.getByRole('listitem').filter({ hasText: 'Hytteferie' });
  await cabinItem.getByRole('button', { name: adminRequests.reject }).click();
  await expect(page.getByText(adminRequests.rejectedToast)).toBeVisible();
  await expect(page.getByText(adminRequests.emptyTitle)).toBeVisible();

  await page.getByLabel(adminRequests.statusFilter).selectOption({ label: adminRequests.statusAll });
  await expect(page.getByRole('listitem').filter({ hasText: 'Hytteferie' })).toContainText(
    adminRequests.rejected,
  );
  if (cabin.year !== summer.year) await page.getByRole('button', { name: common.previousYear }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Sommerferie' })).toContainText(
    adminRequests.approved,
  );

  // Settings: a blank name is refused, then the organisation is renamed.
  await adminTab(page, tabs.settings).click();
  const nameField = page.getByLabel(adminSettings.nameLabel);
  await nameField.fill('   ');
  await page.getByRole('button', { name: adminSettings.save }).click();
  await expect(page.getByText(adminSettings.nameBlank)).toBeVisible();
  await nameField.fill('E2E Konditori AS');
  await page.getByRole('button', { name: adminSettings.save }).click();
  await expect(page.getByText(adminSettings.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Konditori AS' })).toBeVisible();
  await expect(page.getByLabel(adminSettings.orgnrLabel)).toHaveValue(
    organization.orgnr ?? adminSettings.orgnrMissing,
  );
  const stored = await apiAs(owner.idToken).get<{ name: string }>(`/api/Organizations/${organization.id}`);
  expect(stored.body.name).toBe('E2E Konditori AS');
});

test('an admin on Starter upgrades to Pro in the Stripe sandbox and can then invite a third person', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Petra Pro' });
  const organization = await createOrganization(owner, 'E2E Oppgradering AS');
  await openAdminDashboard(page, owner, organization.id);

  // The browser still sees room for one more (only the admin), but meanwhile another invitation is
  // sent elsewhere: the server refuses with the spec's message, which the dialog shows.
  await adminTab(page, tabs.employees).click();
  const dialog = await openInviteDialog(page);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await inviteByApi(owner, organization.id, uniqueEmail('andre'));
  await dialog.getByLabel(adminInvitations.emailLabel).fill(uniqueEmail('for-mange'));
  await dialog.getByRole('button', { name: adminInvitations.send }).click();
  await expect(dialog.getByRole('alert')).toContainText(adminInvitations.starterLimit);
  await dialog.getByRole('button', { name: adminSettings.upgradeButton }).click();

  await expect(adminTab(page, tabs.settings)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(adminSettings.upgradeText)).toBeVisible();
  await page
    .getByRole('region', { name: adminSettings.planTitle })
    .getByRole('button', { name: adminSettings.upgradeButton })
    .click();

  // The local Stripe sandbox's checkout page ('Betal' pays, signs the webhook and redirects back).
  await page.getByRole('button', { name: 'Betal' }).click();
  await expect(page).toHaveURL(/\/admindashboard/);
  // The webhook may land a moment after the redirect: the dashboard polls for up to 15 s.
  await expect(page.locator('.admin-plan .fp-badge')).toHaveText(adminSettings.proBadge, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: adminSettings.upgradeButton })).toHaveCount(0);

  const third = uniqueEmail('tredje');
  await adminTab(page, tabs.employees).click();
  await inviteThroughDialog(page, third);
  await expect(page.getByRole('tab', { name: adminEmployees.invitationsTab(2) })).toBeVisible();
});

test('the admin tabs have no serious or critical axe violations and fit a 360 px screen', async ({
  page,
  newUser,
}) => {
  // Ten axe scans (five tabs, two widths): more than the default minute on a busy two-core machine.
  test.slow();
  const owner = await newUser({ displayName: 'Aksel Axe' });
  const organization = await createOrganization(owner, 'E2E Tilgjengelighet AS');
  expect(
    (await apiAs(owner.idToken).post('/api/Teams', { organizationId: organization.id, name: 'Kjøkken' }))
      .status,
  ).toBe(201);
  await inviteByApi(owner, organization.id, uniqueEmail('axe'));
  await requestVacation(owner, organization.id, futureWeek(2), 'Axe-ferie');
  await openAdminDashboard(page, owner, organization.id);

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const tab of Object.values(tabs)) {
      await adminTab(page, tab).click();
      const panel = page.getByRole('tabpanel', { name: tab }).first();
      await expect(panel).toBeVisible();
      await expect(panel.locator('.fp-spinner')).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${tab} @${viewport.width}px: ${v.id} (${v.nodes.length})`)).toEqual([]);
      // Readable at 360 px: nothing forces the page to scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${tab} @${viewport.width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test('a user without own organisations is sent to /organizations with a message', async ({
  page,
  newUser,
}) => {
  const loner = await newUser({ displayName: 'Ola Uten Org' });
  await signInThroughUi(page, loner);
  await page.goto('/admindashboard');
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByText(admin.noOrganizations).first()).toBeVisible();
});

test('with the staffing remote down, Bemanningsstatus says so in Norwegian and the other tabs work', async ({
  page,
  newUser,
}) => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const deadPort = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    remotes.staffing = `http://127.0.0.1:${deadPort}/mf-manifest.json`;
    await route.fulfill({ response, json: remotes });
  });
  const owner = await newUser({ displayName: 'Stine Staffing' });
  const organization = await createOrganization(owner, 'E2E Uten Kalender AS');
  await openAdminDashboard(page, owner, organization.id);

  await adminTab(page, tabs.staffing).click();
  const alert = page.getByRole('alert').filter({ hasText: adminStaffing.loadFailed });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: adminStaffing.retry })).toBeVisible();

  await adminTab(page, tabs.teams).click();
  await expect(page.getByRole('button', { name: adminTeams.create })).toBeVisible();
});

test('after deleting a team, focus moves to the next row, and to the heading when none is left', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Frida Fokus' });
  const organization = await createOrganization(owner, 'E2E Fokus AS');
  for (const name of ['Alfa', 'Beta']) {
    const created = await apiAs(owner.idToken).post('/api/Teams', { name, organizationId: organization.id });
    expect(created.status).toBe(201);
  }
  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, tabs.teams).click();

  const deleteTeam = async (name: string) => {
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: adminTeams.delete })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: adminTeams.deleteConfirmButton }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  };
  await deleteTeam('Alfa');
  await expect(page.getByRole('rowheader', { name: 'Beta' })).toBeFocused();
  await deleteTeam('Beta');
  await expect(page.getByRole('heading', { name: adminTeams.title })).toBeFocused();
});
