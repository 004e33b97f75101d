// Sick leave (issue 25, first half) through the screens: a person registers an egenmelding in their
// 'Sykefravær' panel (refused before two months' employment, with the doctor's sykmelding named), an
// admin registers the sykmelding that follows and sees the arbeidsgiverperiode used up on day 16.
import { addDays, toIsoDate } from '@ferieplan/holidays';
import { admin as adminTexts, sickLeaveAdmin, sickLeaveEmployee } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { axeFindings, openNextYear } from '../support/absence.js';
import { openAdminDashboard, adminTab } from '../support/admin-browser.js';
import { organizationWithInvitedMember } from '../support/employee.js';

/**
 * The journey's days, from 75 days ahead (a new member may use egenmelding two months after joining):
 * egenmelding on days 0-2, back 6 days, sykmelding from day 9; 3 + 13 = 16, so day 16 is the
 * sykmelding's 13th day. Kept inside one year (a registration lies in one year).
 */
function journeyDays() {
  let start = addDays(new Date(), 75);
  if (start.getFullYear() !== addDays(start, 40).getFullYear())
    start = new Date(start.getFullYear() + 1, 0, 5);
  const day = (n: number) => toIsoDate(addDays(start, n));
  return {
    egenmelding: { start: day(0), end: day(2) },
    sykmelding: { start: day(9), end: day(29) },
    usedUpOn: day(21),
    lookAt: day(24),
  };
}

test('egenmelding by the person, sykmelding by the admin, and the arbeidsgiverperiode used up on day 16', async ({
  page,
  browser,
  urls,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Siri Syk');
  const days = journeyDays();
  const today = toIsoDate(new Date());

  await openNextYear(page, member, organization.name);
  const panel = page.getByRole('region', { name: sickLeaveAdmin.title });
  // New in the organisation: egenmelding only after two months, and a registration for today is refused.
  await expect(panel.getByText('etter to måneders ansettelse')).toBeVisible();
  await panel.getByLabel(sickLeaveEmployee.firstDay, { exact: true }).fill(today);
  await panel.getByLabel(sickLeaveEmployee.lastDay, { exact: true }).fill(today);
  await panel.getByRole('button', { name: sickLeaveEmployee.register }).click();
  await expect(panel.getByRole('alert')).toContainText('sykmelding fra lege');

  // Three calendar days later on: registered at once, without approval.
  await panel.getByLabel(sickLeaveEmployee.firstDay, { exact: true }).fill(days.egenmelding.start);
  await panel.getByLabel(sickLeaveEmployee.lastDay, { exact: true }).fill(days.egenmelding.end);
  await expect(panel.getByText(sickLeaveEmployee.previewCalendarDays(3))).toBeVisible();
  expect(await axeFindings(page, '.emp-sick')).toEqual([]);
  await panel.getByRole('button', { name: sickLeaveEmployee.register }).click();
  await expect(page.getByText(sickLeaveEmployee.registered)).toBeVisible();

  // The admin: Ansatte > Sykefravær, registers the sykmelding that follows (50 %).
  const adminContext = await browser.newContext({ baseURL: urls.shell });
  const adminPage = await adminContext.newPage();
  await openAdminDashboard(adminPage, admin, organization.id);
  await adminTab(adminPage, adminTexts.tabs.employees).click();
  await adminPage.getByRole('tab', { name: sickLeaveAdmin.title, exact: true }).click();
  await adminPage.getByRole('button', { name: sickLeaveAdmin.registerSykmelding }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByLabel(sickLeaveAdmin.member, { exact: true }).selectOption({ label: 'Siri Syk' });
  await dialog.getByLabel(sickLeaveEmployee.firstDay, { exact: true }).fill(days.sykmelding.start);
  await dialog.getByLabel(sickLeaveEmployee.lastDay, { exact: true }).fill(days.sykmelding.end);
  await dialog.getByLabel(sickLeaveAdmin.percentage).fill('50');
  await dialog.getByRole('button', { name: sickLeaveAdmin.registerSykmelding }).click();
  await expect(adminPage.getByText(sickLeaveAdmin.sykmeldingRegistered('Siri Syk'))).toBeVisible();

  // Where the period stands a few days after day 16, and the month's list of who passed day 16.
  await adminPage.getByLabel(sickLeaveAdmin.asOf, { exact: true }).fill(days.lookAt);
  const usedUp = sickLeaveAdmin.usedUp(days.usedUpOn, new Date().getFullYear());
  const row = adminPage.getByRole('row').filter({ hasText: 'Siri Syk' });
  await expect(row).toContainText(usedUp);
  await expect(row).toContainText(sickLeaveAdmin.daysUsed(16));
  await adminPage.getByLabel(sickLeaveAdmin.month, { exact: true }).fill(days.usedUpOn.slice(0, 7));
  await expect(adminPage.locator('.admin-sick__used-up')).toContainText('Siri Syk');
  expect(await axeFindings(adminPage, '.admin-sick')).toEqual([]);
  await adminContext.close();
});
