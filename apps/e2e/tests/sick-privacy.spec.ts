// Issue 25 through the screens: a member declares her children and registers Sykt barn (no approval,
// what is left shown in the form); a colleague's view of the staffing month says only that someone is
// away ('Fravær', no kind); the admin sees the kind in Bemanningsstatus and the days in Omsorgsdager.
import type { StaffingMonth } from '@ferieplan/contracts';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import {
  absenceEmployee,
  absenceLabels,
  admin as adminTexts,
  adminEmployees,
  employee as texts,
  sickChild,
  staffing,
  staffingAbsence,
} from '@ferieplan/texts';
import { acceptInvitation, inviteByApi } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { axeFindings, openNextYear, typeDates } from '../support/absence.js';
import { createUser } from '../support/auth-emulator.js';
import { organizationWithInvitedMember, septemberWeek } from '../support/employee.js';
import { apiAs, expect, test, uniqueEmail } from '../support/fixtures.js';
import { upgradeToPro } from '../support/planning.js';

test("Sykt barn: declared, registered without approval, and only 'Fravær' to a colleague", async ({
  page,
  browser,
  urls,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Kari Omsorg');
  // A third person needs Pro (Starter has two); Sykt barn itself is on every plan.
  await upgradeToPro(admin, organization.id);
  const colleagueEmail = uniqueEmail('kollega');
  await inviteByApi(admin, organization.id, colleagueEmail);
  const colleague = await createUser({
    email: colleagueEmail,
    displayName: 'Ola Kollega',
    emailVerified: true,
  });
  await acceptInvitation(colleague, organization.id);
  // The organisation turns Sykt barn on (it never needs approval).
  const turnedOn = await apiAs(admin.idToken).put(`/api/AbsenceKinds/organization/${organization.id}`, {
    kinds: [{ kind: 'SyktBarn', enabled: true, needsApproval: false }],
  });
  expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
  const year = new Date().getFullYear() + 1;
  const monday = septemberWeek(year).start;
  const tuesday = toIsoDate(addDays(parseIsoDate(monday)!, 1));

  // The profile: two children under 12, not alone in the care -> 10 days.
  await openNextYear(page, member, organization.name);
  const profile = page.getByRole('region', { name: sickChild.profileTitle });
  await profile.getByLabel(sickChild.childrenLabel, { exact: true }).fill('2');
  await profile.getByRole('button', { name: sickChild.save }).click();
  await expect(page.getByText(sickChild.saved)).toBeVisible();
  await expect(profile).toContainText(sickChild.left(10, 10, year));
  expect(await axeFindings(page, '.emp-sick-child')).toEqual([]);

  // The form says what is left; two working days are registered and approved at once.
  await page.getByLabel(absenceLabels.kind, { exact: true }).selectOption('SyktBarn');
  const daysLeft = page.getByRole('region', { name: texts.newRequest }).getByRole('status');
  await expect(daysLeft).toHaveText(sickChild.left(10, 10, year));
  await typeDates(page, monday, tuesday);
  await page.getByRole('button', { name: absenceEmployee.submit }).click();
  await expect(page.getByText(absenceEmployee.submitted)).toBeVisible();
  const row = page.getByTestId('own-request').filter({ hasText: 'Sykt barn' });
  await expect(row).toContainText(texts.statusApproved);
  // The sent form starts over (Ferie); the profile and the form, with Sykt barn again, count 8 left.
  await expect(profile).toContainText(sickChild.left(8, 10, year));
  await page.getByLabel(absenceLabels.kind, { exact: true }).selectOption('SyktBarn');
  await expect(daysLeft).toHaveText(sickChild.left(8, 10, year));

  // What a colleague's client gets for the staffing month: someone away, no kind.
  const [, month] = monday.split('-').map(Number);
  const seen = await apiAs(colleague.idToken).get<StaffingMonth>(
    `/api/Staffing/organization/${organization.id}?year=${year}&month=${month}`,
  );
  expect(seen.status).toBe(200);
  expect(seen.body.days.find((day) => day.date === monday)).toMatchObject({
    onVacation: 1,
    absentWithoutKind: 1,
  });
  expect(JSON.stringify(seen.body)).not.toMatch(/SyktBarn|Sykt barn/);

  // The admin's Bemanningsstatus names the kind (admins may see it); Omsorgsdager shows the days.
  const adminContext = await browser.newContext({ baseURL: urls.shell });
  const adminPage = await adminContext.newPage();
  await openAdminDashboard(adminPage, admin, organization.id);
  await adminTab(adminPage, adminTexts.tabs.staffing).click();
  const calendar = adminPage.locator('section.staffing');
  const heading = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' }).format(
    new Date(year, month! - 1, 1),
  );
  const title = calendar.locator('.staffing-month-nav__title');
  for (let step = 0; step < 14 && (await title.textContent())?.trim().toLowerCase() !== heading; step++)
    await calendar.getByRole('button', { name: staffing.nextMonth }).click();
  const cell = calendar.locator(`td[data-date="${monday}"]`);
  await expect(cell).toHaveAttribute('data-kind', 'absence');
  await expect(cell).toContainText(staffingAbsence.absence);
  await expect(cell).toHaveAttribute(
    'aria-label',
    new RegExp(`${staffingAbsence.onAbsence(1, 2)}, 1 Sykt barn`),
  );

  await adminTab(adminPage, adminTexts.tabs.employees).click();
  await adminPage
    .getByRole('tablist', { name: adminEmployees.subTabsLabel })
    .getByRole('tab', { name: sickChild.adminTitle })
    .click();
  const kariRow = adminPage.getByRole('row').filter({ hasText: 'Kari Omsorg' });
  await expect(kariRow).toContainText(sickChild.adminChildren(2, false));
  expect(await axeFindings(adminPage, '.admin-card')).toEqual([]);
  await adminContext.close();
});
