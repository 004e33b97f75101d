// Issue 26 through the screens: the admin sets 'Ansatt fra' in November and a Monday–Wednesday pattern in
// 'Rediger ansatt'; ferieloven § 5 (1) gives one week of the person's days (3) this year and five weeks
// (15) next year, and a Monday–Friday request costs 3 days in the form, the own list and the balance.
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import {
  absenceEmployee,
  admin,
  adminBalances,
  adminEmployees,
  common,
  employee as texts,
  employmentAdmin,
} from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { axeFindings, typeDates } from '../support/absence.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { organizationWithInvitedMember } from '../support/employee.js';
import { signInThroughUi } from '../support/ui.js';

/** The Monday on or after a day (November has no Norwegian public holidays). */
const mondayFrom = (iso: string): string => {
  let day = parseIsoDate(iso)!;
  while (day.getDay() !== 1) day = addDays(day, 1);
  return toIsoDate(day);
};
const written = (iso: string) => iso.split('-').reverse().join('.');

test('a November start on Monday–Wednesday: 3 days this year, 15 next year, a Monday–Friday request costs 3', async ({
  page,
  browser,
  urls,
}) => {
  const thisYear = new Date().getFullYear();
  const start = mondayFrom(`${thisYear}-11-02`);
  const week = {
    start: toIsoDate(addDays(parseIsoDate(start)!, 7)),
    end: toIsoDate(addDays(parseIsoDate(start)!, 11)),
  };
  const { admin: adminUser, member, organization } = await organizationWithInvitedMember('Mona Mandag');

  // The admin: 'Ansatt fra' in November, working Monday to Wednesday.
  const adminContext = await browser.newContext({ baseURL: urls.shell });
  const adminPage = await adminContext.newPage();
  await openAdminDashboard(adminPage, adminUser, organization.id);
  await adminTab(adminPage, admin.tabs.employees).click();
  const row = adminPage.getByRole('row', { name: /Mona Mandag/ });
  await row.getByRole('button', { name: adminEmployees.edit }).click();
  const dialog = adminPage.getByRole('dialog', { name: adminEmployees.editTitle });
  await dialog.getByLabel(employmentAdmin.employedFromLabel, { exact: true }).fill(written(start));
  await dialog.getByLabel('tor', { exact: true }).uncheck();
  await dialog.getByLabel('fre', { exact: true }).uncheck();
  expect(await axeFindings(adminPage, '.admin-employment')).toEqual([]);
  await dialog.getByRole('button', { name: common.update }).click();
  await expect(dialog).toBeHidden();
  // Ferieloven § 5 (1): a start after 30 September gives one week, on Mon–Wed 3 days.
  await expect(row.locator(`td[data-label="${adminBalances.columnEntitlement(thisYear)}"]`)).toHaveText('3');
  await adminContext.close();

  // The member: the form and the own list count only Monday–Wednesday.
  await signInThroughUi(page, member);
  await page.getByRole('button', { name: `Åpne oversikten for ${organization.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = (name: string) => page.getByTestId(`balance-${name}`).locator('.emp-card__number');
  await expect(card('total')).toHaveText('3');
  await typeDates(page, week.start, week.end);
  await expect(page.getByText(absenceEmployee.previewFerie(3))).toBeVisible();
  await page.getByLabel(texts.description, { exact: true }).fill('Første ferieuke');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByText(texts.submitted)).toBeVisible();
  const own = page.getByTestId('own-request').filter({ hasText: 'Første ferieuke' });
  await expect(own).toContainText('3 dager');
  await expect(card('pending')).toHaveText('3');
  await expect(card('remaining')).toHaveText('3');

  // Next year: five weeks of three days.
  await page.getByRole('button', { name: 'Neste år' }).click();
  await expect(card('total')).toHaveText('15');
});
