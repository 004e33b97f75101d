// Bemanningsstatus journey: an approved Christmas-week vacation shows as 'Ferie' with '1 av 1 har ferie'
// on its working days only; the weekend and the public holidays keep 'Helg'/'Helligdag'. Also the team
// filter (a member's team vs an empty team) and the month navigation in Norwegian.
import type { Page } from '@playwright/test';
import type { Employee, Team, VacationRequest } from '@ferieplan/contracts';
import { addDays, isPublicHoliday, isWeekend, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { admin, staffing, teamFilter } from '@ferieplan/texts';
import { acceptInvitation, createOrganization, inviteByApi } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { apiAs, expect, test, uniqueEmail } from '../support/fixtures.js';

/** 21-31 December of the next Christmas that is still ahead: two weekends and 25/26 December inside. */
function christmasPeriod(): { year: number; start: string; end: string; days: string[] } {
  const today = new Date();
  const year =
    today.getMonth() === 11 && today.getDate() >= 20 ? today.getFullYear() + 1 : today.getFullYear();
  const days: string[] = [];
  for (
    let day = new Date(year, 11, 21);
    day.getDate() <= 31 && day.getMonth() === 11;
    day = addDays(day, 1)
  ) {
    days.push(toIsoDate(day));
  }
  return { year, start: days[0], end: days.at(-1)!, days };
}

/** 'Desember 2026': the month and year in Norwegian, as the calendar's heading shows it. */
const monthHeading = (year: number, month: number) => {
  const text = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};

async function goToMonth(page: Page, heading: string) {
  const title = page.locator('.staffing-month-nav__title');
  for (let step = 0; step < 14 && (await title.textContent())?.trim() !== heading; step++) {
    await page.getByRole('button', { name: staffing.nextMonth }).click();
  }
  await expect(title).toHaveText(heading);
}

test('approved vacation shows on working days in Bemanningsstatus, not on weekends or public holidays', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Berit Bemanning' });
  const organization = await createOrganization(owner, 'E2E Bemanning AS');
  const employeeEmail = uniqueEmail('ferie');
  await inviteByApi(owner, organization.id, employeeEmail);
  const employee = await newUser({ email: employeeEmail, displayName: 'Eirik Ferie', emailVerified: true });
  await acceptInvitation(employee, organization.id);

  // Teams: the employee's own team and an empty one.
  const asOwner = apiAs(owner.idToken);
  const drift = await asOwner.post<Team>('/api/Teams', { organizationId: organization.id, name: 'Drift' });
  const tom = await asOwner.post<Team>('/api/Teams', { organizationId: organization.id, name: 'Tomt team' });
  expect([drift.status, tom.status]).toEqual([201, 201]);
  const employees = await asOwner.get<Employee[]>(`/api/Users/organization/${organization.id}`);
  const member = employees.body.find((e) => e.email.toLowerCase() === employeeEmail.toLowerCase());
  expect(member, JSON.stringify(employees.body)).toBeTruthy();
  expect(
    (await asOwner.post(`/api/Teams/${drift.body.id}/users`, { userId: member!.id })).status,
  ).toBeLessThan(300);

  // The employee asks for 21-31 December; the admin approves.
  const period = christmasPeriod();
  const created = await apiAs(employee.idToken).post<VacationRequest>('/api/VacationRequests', {
    organizationId: organization.id,
    startDate: period.start,
    endDate: period.end,
    description: 'Juleferie',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await asOwner.put(`/api/VacationRequests/${created.body.id}/status`, {
    status: 'Approved',
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);

  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.staffing).click();
  const calendar = page.locator('section.staffing');
  await expect(calendar.getByRole('columnheader')).toHaveText(staffing.weekdays.map((d) => new RegExp(d)));
  await goToMonth(page, monthHeading(period.year, 12));

  const cell = (date: string) => calendar.locator(`td[data-date="${date}"]`);
  const firstWorkingDay = period.days.find(
    (d) => !isWeekend(parseIsoDate(d)!) && !isPublicHoliday(parseIsoDate(d)!),
  )!;
  // Counts arrive after the month's single API call.
  await expect(cell(firstWorkingDay)).toHaveAttribute('data-kind', 'vacation');
  for (const date of period.days) {
    const day = parseIsoDate(date)!;
    if (isPublicHoliday(day)) {
      await expect(cell(date), date).toContainText(staffing.holiday);
      await expect(cell(date), date).not.toContainText(staffing.vacation);
    } else if (isWeekend(day)) {
      await expect(cell(date), date).toContainText(staffing.weekend);
      await expect(cell(date), date).not.toContainText(staffing.vacation);
    } else {
      await expect(cell(date), date).toContainText(staffing.vacation);
      await expect(cell(date), date).toContainText(staffing.onVacation(1, 1));
    }
  }
  // The last working day before the vacation is fully staffed: green, no label, no count.
  let before = addDays(parseIsoDate(period.start)!, -1);
  while (isWeekend(before) || isPublicHoliday(before)) before = addDays(before, -1);
  await expect(cell(toIsoDate(before))).toHaveAttribute('data-kind', 'available');
  await expect(cell(toIsoDate(before))).not.toContainText(staffing.onVacation(1, 1));

  // Team filter: the employee's team shows the same; an empty team counts nobody.
  const filter = calendar.getByLabel(teamFilter.label);
  await expect(filter.locator('option').first()).toHaveText(teamFilter.allTeams);
  await filter.selectOption({ label: 'Drift' });
  await expect(cell(firstWorkingDay)).toContainText(staffing.onVacation(1, 1));
  await filter.selectOption({ label: 'Tomt team' });
  await expect(calendar.getByText(staffing.noMembers)).toBeVisible();
  await expect(calendar.locator('table').getByText(staffing.vacation, { exact: true })).toHaveCount(0);

  // Back one month: November of that year, in Norwegian.
  await page.getByRole('button', { name: staffing.previousMonth }).click();
  await expect(calendar.locator('.staffing-month-nav__title')).toHaveText(monthHeading(period.year, 11));
});
