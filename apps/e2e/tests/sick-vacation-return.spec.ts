// Syk i ferien (ferieloven § 9 (1), issue 25) through the screens: a person with approved ferie registers
// a 100 % sykmelding on two of its days, asks for them back in 'Syk i ferien', an admin approves in
// Ansatte → Sykefravær, and the person's balance shows the two days back.
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import {
  admin as adminTexts,
  sickLeaveAdmin,
  sickLeaveEmployee,
  vacationReturnAdmin,
  vacationReturnEmployee,
} from '@ferieplan/texts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { axeFindings, openNextYear } from '../support/absence.js';
import { openAdminDashboard, adminTab } from '../support/admin-browser.js';
import { requestVacation } from '../support/admin-api.js';
import { approveRequest, organizationWithInvitedMember, septemberWeek } from '../support/employee.js';

const card = (page: Page, name: 'used' | 'remaining') =>
  page.getByTestId(`balance-${name}`).locator('.emp-card__number');

test('sick during approved ferie: the person asks, an admin approves, the balance has the days back', async ({
  page,
  browser,
  urls,
}) => {
  // Two browsers (the person, then an admin) in one journey.
  test.slow();
  const { admin, member, organization } = await organizationWithInvitedMember('Siri Syk');
  // Ferie Monday–Friday of a September week next year (5 days), approved; sick Tuesday–Wednesday.
  const week = septemberWeek(new Date().getFullYear() + 1);
  await requestVacation(member, organization.id, week, 'Sommerferie');
  await approveRequest(admin, organization.id, 'Sommerferie');
  const monday = parseIsoDate(week.start)!;
  const sick = { start: toIsoDate(addDays(monday, 1)), end: toIsoDate(addDays(monday, 2)) };

  await openNextYear(page, member, organization.name);
  await expect(card(page, 'used')).toHaveText('5');
  await expect(card(page, 'remaining')).toHaveText('20');

  // The sykmelding from the doctor (100 %) lies on the ferie days: registered at once.
  const sickPanel = page.getByRole('region', { name: sickLeaveAdmin.title });
  await sickPanel.getByLabel('Sykmelding', { exact: true }).check();
  await sickPanel.getByLabel(sickLeaveEmployee.firstDay, { exact: true }).fill(sick.start);
  await sickPanel.getByLabel(sickLeaveEmployee.lastDay, { exact: true }).fill(sick.end);
  await sickPanel.getByRole('button', { name: sickLeaveEmployee.register }).click();
  await expect(page.getByText(sickLeaveEmployee.registered)).toBeVisible();

  // 'Syk i ferien' offers the two ferie days; the person asks for them.
  const returns = page.getByRole('region', { name: vacationReturnEmployee.title });
  await expect(returns).toContainText(vacationReturnEmployee.candidate(sick.start, sick.end, 2));
  expect(await axeFindings(page, '.emp-sick')).toEqual([]);
  await returns.getByRole('button', { name: vacationReturnEmployee.ask }).click();
  await expect(page.getByText(vacationReturnEmployee.asked)).toBeVisible();
  await expect(returns).toContainText(vacationReturnEmployee.status.Pending);
  await expect(card(page, 'used')).toHaveText('5');

  // The admin: Ansatte → Sykefravær → 'Syk i ferien', approves.
  const adminContext = await browser.newContext({ baseURL: urls.shell });
  const adminPage = await adminContext.newPage();
  await openAdminDashboard(adminPage, admin, organization.id);
  await adminTab(adminPage, adminTexts.tabs.employees).click();
  await adminPage.getByRole('tab', { name: sickLeaveAdmin.title, exact: true }).click();
  const queue = adminPage.getByRole('region', { name: vacationReturnAdmin.title });
  const row = queue.getByRole('listitem').filter({ hasText: 'Siri Syk' });
  await expect(row).toContainText(vacationReturnAdmin.row('Siri Syk', sick.start, sick.end, 2));
  expect(await axeFindings(adminPage, '.admin-sick')).toEqual([]);
  await row.getByRole('button', { name: vacationReturnAdmin.approve }).click();
  await expect(adminPage.getByText(vacationReturnAdmin.approved('Siri Syk'))).toBeVisible();
  await expect(queue).toContainText(vacationReturnAdmin.none);
  await adminContext.close();

  // The person: the two days are back in the balance, and the claim says so.
  await page.reload();
  await page.getByRole('button', { name: 'Neste år' }).click();
  await expect(card(page, 'used')).toHaveText('3');
  await expect(card(page, 'remaining')).toHaveText('22');
  await expect(page.getByRole('region', { name: vacationReturnEmployee.title })).toContainText(
    vacationReturnEmployee.status.Approved,
  );
});
