// Advanced holiday planning, the admin's side (issue 12), against the running system: on Pro the admin
// sets 'Minst {n} på jobb', an approval that breaks it asks 'Godkjenne likevel?' and goes through when
// confirmed; the transfer limit and a transfer (the server's refusal shown first); an organisation
// calendar feed whose secret URL serves the approved vacation as RFC 5545, parsed with ical.js.
import ICAL from 'ical.js';
import type { Employee, Team, VacationRequest } from '@ferieplan/contracts';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { absenceDays } from '@ferieplan/vacation-rules';
import {
  admin,
  adminApprovalSettings,
  adminBalances,
  adminEmployees,
  adminMinimumStaffing,
  adminRequests,
  adminSettings,
  adminTeams,
  calendarFeed,
  common,
  formatLongDate,
  serverPlanning,
} from '@ferieplan/texts';
import { adminPlanning, adminPlanningSettings } from '@ferieplan/texts/planning-tab';
import { acceptInvitation, createOrganization, futureWeek, inviteByApi } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { apiAs, expect, test, uniqueEmail } from '../support/fixtures.js';

test('an admin on Pro: minimum staffing, approving anyway, transfers and an organisation calendar feed', async ({
  page,
  newUser,
}) => {
  test.setTimeout(180_000);
  const owner = await newUser({ displayName: 'Petra Plan' });
  const organization = await createOrganization(owner, 'E2E Planlegging AS');
  const memberEmail = uniqueEmail('planlagt');
  await inviteByApi(owner, organization.id, memberEmail);
  const member = await newUser({ email: memberEmail, displayName: 'Eirik Ferie', emailVerified: true });
  await acceptInvitation(member, organization.id);

  // Team Drift is the member alone; the member asks for a week off.
  const asOwner = apiAs(owner.idToken);
  const drift = await asOwner.post<Team>('/api/Teams', { organizationId: organization.id, name: 'Drift' });
  expect(drift.status).toBe(201);
  const employees = await asOwner.get<Employee[]>(`/api/Users/organization/${organization.id}`);
  const employee = employees.body.find((e) => e.email.toLowerCase() === memberEmail.toLowerCase())!;
  expect(
    (await asOwner.post(`/api/Teams/${drift.body.id}/users`, { userId: employee.id })).status,
  ).toBeLessThan(300);
  const week = futureWeek(3);
  const created = await apiAs(member.idToken).post<VacationRequest>('/api/VacationRequests', {
    organizationId: organization.id,
    startDate: week.start,
    endDate: week.end,
    description: 'Planlagt ferie',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  // Upgrade to Pro in the Stripe sandbox.
  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.settings).click();
  // The cards that load on their own are in place before the plan card's button is clicked.
  await expect(page.getByLabel(adminPlanningSettings.transferLimitLabel)).toBeVisible();
  // The Godkjenning card holds its place disabled while it loads: loaded when its toggle is enabled.
  await expect(page.getByLabel(adminApprovalSettings.requireSecondAdmin)).toBeEnabled();
  await page
    .getByRole('region', { name: adminSettings.planTitle })
    .getByRole('button', { name: adminSettings.upgradeButton })
    .click();
  await page.getByRole('button', { name: 'Betal' }).click();
  await expect(page).toHaveURL(/\/admindashboard/);
  await expect(page.locator('.admin-plan .fp-badge')).toHaveText(adminSettings.proBadge, { timeout: 20_000 });

  // 'Minst 1 på jobb' in the team modal, shown in the team list.
  await adminTab(page, admin.tabs.teams).click();
  await page.getByRole('row', { name: /Drift/ }).getByRole('button', { name: adminTeams.edit }).click();
  const teamDialog = page.getByRole('dialog');
  await teamDialog.getByLabel(adminMinimumStaffing.label).fill('1');
  await teamDialog.getByRole('button', { name: common.update }).click();
  await expect(page.getByRole('row', { name: /Drift/ })).toContainText(adminMinimumStaffing.value(1));

  // Approving the week would leave nobody of Drift at work: asked, then approved anyway.
  await adminTab(page, admin.tabs.requests).click();
  if (week.year !== new Date().getFullYear())
    await page.getByRole('button', { name: common.nextYear }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Planlagt ferie' });
  await item.getByRole('button', { name: adminRequests.approve }).click();
  const confirm = page.getByRole('dialog', { name: adminMinimumStaffing.confirmTitle });
  await expect(confirm).toContainText('Drift');
  await expect(confirm).toContainText('færre enn 1 på jobb');
  await confirm.getByRole('button', { name: adminMinimumStaffing.confirmButton }).click();
  await expect(page.getByText(adminRequests.approvedToast)).toBeVisible();
  const mine = await apiAs(member.idToken).get<VacationRequest[]>(
    `/api/VacationRequests/my?organizationId=${organization.id}`,
  );
  expect(mine.body.find((r) => r.id === created.body.id)?.status).toBe('Approved');

  // The transfer limit and the summer deadline (dd.mm) in Innstillinger.
  await adminTab(page, admin.tabs.settings).click();
  await page.getByLabel(adminPlanningSettings.transferLimitLabel).fill('5');
  await page.getByLabel(adminPlanningSettings.deadlineLabel).fill('01.04');
  await page.getByRole('button', { name: adminPlanningSettings.save }).click();
  await expect(page.getByText(adminPlanningSettings.saved)).toBeVisible();

  // Transfers: above the limit is refused by the server; 3 days go through and show in the balance.
  await adminTab(page, admin.tabs.planning).click();
  const thisYear = new Date().getFullYear();
  await expect(
    page.getByRole('heading', { name: adminPlanning.transfersTitle(thisYear - 1, thisYear) }),
  ).toBeVisible();
  // Hovedferie: nobody has summer days planned, and nobody applied by 1 April.
  await expect(page.getByRole('heading', { name: adminPlanning.summerTitle(thisYear) })).toBeVisible();
  await expect(page.getByText(adminPlanning.deadline(formatLongDate(`${thisYear}-04-01`)))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: memberEmail })).toContainText('Eirik Ferie');
  const days = page.getByLabel(adminPlanning.transferDaysLabel('Eirik Ferie'));
  const row = page.getByRole('row', { name: /Eirik Ferie/ }).filter({ has: days });
  await days.fill('6');
  await row.getByRole('button', { name: adminPlanning.transferButton }).click();
  await expect(row.getByRole('alert')).toHaveText(serverPlanning.transferAboveLimit(5));
  await days.fill('3');
  await row.getByRole('button', { name: adminPlanning.transferButton }).click();
  await expect(page.getByText(adminPlanning.transferSaved('Eirik Ferie', 3))).toBeVisible();
  // The employee table's balance: 25 + 3 transferred, the approved week used.
  await adminTab(page, admin.tabs.employees).click();
  // The employee table's row (its balance cells), not the planning tab's row while that tab unmounts.
  const balance = page
    .getByRole('row', { name: /Eirik Ferie/ })
    .filter({ has: page.locator(`td[data-label="${adminBalances.columnRemaining}"]`) });
  await expect(balance).toContainText(`${adminBalances.transferredFrom(thisYear - 1)}: 3`);
  const used = week.year === thisYear ? absenceDays({ startDate: week.start, endDate: week.end }) : 0;
  await expect(balance.locator(`td[data-label="${adminBalances.columnUsed}"]`)).toHaveText(String(used));
  await expect(balance.locator(`td[data-label="${adminBalances.columnRemaining}"]`)).toHaveText(
    String(25 + 3 - used),
  );
  // A birth year that turns 60 this year adds the extra week (ferieloven § 5 (2)).
  await balance.getByRole('button', { name: adminEmployees.edit }).click();
  const editDialog = page.getByRole('dialog', { name: adminEmployees.editTitle });
  await editDialog.getByLabel(adminBalances.birthYearLabel).fill(String(thisYear - 60));
  await editDialog.getByRole('button', { name: common.update }).click();
  await expect(balance).toContainText(adminBalances.seniorDays(5));
  await expect(balance.locator(`td[data-label="${adminBalances.columnRemaining}"]`)).toHaveText(
    String(25 + 5 + 3 - used),
  );

  // An organisation calendar feed: the secret URL serves the approved week with the member's name.
  await adminTab(page, admin.tabs.planning).click();
  await page.getByRole('button', { name: adminPlanning.feedCreate }).click();
  await expect(page.getByText(adminPlanning.feedCreated)).toBeVisible();
  const url = await page.getByLabel(adminPlanning.feedUrlLabel).inputValue();
  expect(url).toMatch(/^https?:\/\//);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const event = events.find((e) => e.summary === calendarFeed.memberEvent('Eirik Ferie'));
  expect(event, events.map((e) => e.summary).join(', ')).toBeTruthy();
  expect(event!.startDate.isDate).toBe(true);
  expect(event!.startDate.toString()).toBe(week.start);
  // DTEND is exclusive: the day after the last day.
  expect(event!.endDate.toString()).toBe(toIsoDate(addDays(parseIsoDate(week.end)!, 1)));
});

test('a Starter admin sees the Pro parts of Ferieplanlegging explained, with the way to Pro', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Stina Starter' });
  const organization = await createOrganization(owner, 'E2E Starter Plan AS');
  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.planning).click();
  // Transfers are on every plan.
  const thisYear = new Date().getFullYear();
  await expect(
    page.getByRole('heading', { name: adminPlanning.transfersTitle(thisYear - 1, thisYear) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: adminPlanning.feedsTitle })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: adminPlanning.upgradeTitle })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: adminPlanning.upgradeButton }).click();
  await expect(adminTab(page, admin.tabs.settings)).toHaveAttribute('aria-selected', 'true');
});
