// Lønnseksport (issue 27) against the running system: the admin of a Pro organisation gives a member
// an employee number in 'Rediger ansatt', maps Ferie to a pay code, downloads the Visma Lønn file of the
// period, marks the period 'Eksportert til lønn' and reopens it.
import { readFile } from 'node:fs/promises';
import { admin, adminEmployees, adminPayroll, common, payrollExport } from '@ferieplan/texts';
import { absenceDays } from '@ferieplan/vacation-rules';
import { apiAs, expect, test } from '../support/fixtures.js';
import { createOrganization, futureWeek, requestVacation } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { upgradeToPro } from '../support/planning.js';

test('an admin sets an employee number and a pay code and downloads the Visma Lønn file', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Pål Lønn' });
  const organization = await createOrganization(owner, 'E2E Lønn AS');
  await upgradeToPro(owner, organization.id);
  const week = futureWeek(2);
  await requestVacation(owner, organization.id, week, 'Lønnsferie');
  const api = apiAs(owner.idToken);
  const mine = await api.get<Array<{ id: string }>>(
    `/api/VacationRequests/my?organizationId=${organization.id}`,
  );
  expect(
    (await api.put(`/api/VacationRequests/${mine.body[0].id}/status`, { status: 'Approved' })).status,
  ).toBe(200);

  // Ansatte > Rediger ansatt: 'Ansattnummer'.
  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.employees).click();
  await page
    .getByRole('row', { name: /Pål Lønn/ })
    .getByRole('button', { name: adminEmployees.edit })
    .click();
  const editDialog = page.getByRole('dialog', { name: adminEmployees.editTitle });
  await editDialog.getByLabel(adminPayroll.employeeNumberLabel).fill('1001');
  await editDialog.getByRole('button', { name: common.update }).click();
  await expect(page.getByText(adminEmployees.updated)).toBeVisible();

  // Lønnseksport: before the pay code, the period's preview says what is missing.
  await adminTab(page, admin.tabs.payroll).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(adminPayroll.fromLabel, { exact: true }).fill(week.start);
  await panel.getByLabel(adminPayroll.toLabel, { exact: true }).fill(week.end);
  await expect(panel.getByRole('alert')).toContainText(adminPayroll.missingPayCodes(['Ferie']));
  await expect(panel.getByRole('button', { name: adminPayroll.downloadVisma })).toBeDisabled();

  await panel.getByLabel(adminPayroll.payCodeLabel('Ferie'), { exact: true }).fill('120');
  await panel.getByRole('button', { name: adminPayroll.savePayCodes }).click();
  await expect(page.getByText(adminPayroll.payCodesSaved)).toBeVisible();
  const days = absenceDays({ startDate: week.start, endDate: week.end });
  const line = panel.getByRole('row', { name: /Pål Lønn/ });
  await expect(line).toContainText('1001');
  await expect(line).toContainText('120');
  await expect(line).toContainText(`${days} ${adminPayroll.unitDays}`);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: adminPayroll.downloadVisma }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `${payrollExport.vismaFile('E2E Lønn AS', week.start, week.end)}.csv`,
  );
  // Lønnsregistrering Standard format: one line, no header; year, run, number, pay code, quantity.
  const text = await readFile((await file.path())!, 'ascii');
  expect(text).toBe(`${week.year};0;1001;120;0.00;${days.toFixed(2)};0.00;0.00;0;0;"";"";"";"";"";"";0\r\n`);

  // 'Eksportert til lønn', then reopened.
  await panel.getByRole('button', { name: adminPayroll.markExported }).click();
  await expect(page.getByText(adminPayroll.marked)).toBeVisible();
  const period = panel
    .getByRole('listitem')
    .filter({ hasText: adminPayroll.periodLabel(week.start, week.end) });
  await expect(period).toBeVisible();
  await period.getByRole('button', { name: adminPayroll.reopen }).click();
  await page.getByRole('dialog').getByRole('button', { name: adminPayroll.reopen }).click();
  await expect(page.getByText(adminPayroll.reopened)).toBeVisible();
  await expect(panel.getByText(adminPayroll.periodsEmpty)).toBeVisible();
});
