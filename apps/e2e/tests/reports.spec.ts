// The Rapporter tab against the running system: Starter sees what Pro gives and upgrades in the Stripe
// sandbox; on Pro the chart, the tables and both exports (xlsx and CSV) work end to end.
import { readFile } from 'node:fs/promises';
import { admin, adminSettings, common, reportExport, reports } from '@ferieplan/texts';
import { apiAs, expect, test } from '../support/fixtures.js';
import { createOrganization, futureWeek, requestVacation } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';

test('an admin upgrades from the Rapporter tab, sees the chart and downloads both files', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Rita Rapport' });
  const organization = await createOrganization(owner, 'E2E Rapport AS');
  const week = futureWeek(3);
  await requestVacation(owner, organization.id, week, 'Rapportferie');
  const api = apiAs(owner.idToken);
  const mine = await api.get<Array<{ id: string }>>(
    `/api/VacationRequests/my?organizationId=${organization.id}`,
  );
  expect(mine.status).toBe(200);
  expect(
    (await api.put(`/api/VacationRequests/${mine.body[0].id}/status`, { status: 'Approved' })).status,
  ).toBe(200);

  // Starter: what Pro gives, and the way there.
  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.reports).click();
  await expect(page.getByRole('heading', { name: reports.upgradeTitle })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: reports.upgradeButton }).click();
  await expect(adminTab(page, admin.tabs.settings)).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('region', { name: adminSettings.planTitle })
    .getByRole('button', { name: adminSettings.upgradeButton })
    .click();
  await page.getByRole('button', { name: 'Betal' }).click();
  await expect(page).toHaveURL(/\/admindashboard/);
  await expect(page.locator('.admin-plan .fp-badge')).toHaveText(adminSettings.proBadge, { timeout: 20_000 });

  // Pro: the reports of the vacation year.
  await adminTab(page, admin.tabs.reports).click();
  if (week.year !== new Date().getFullYear())
    await page.getByRole('button', { name: common.nextYear }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('absence-chart')).toBeVisible();
  await expect(panel.getByRole('table', { name: reports.absenceTableCaption(week.year) })).toBeAttached();
  const row = panel.getByRole('row').filter({ hasText: 'Rita Rapport' });
  await expect(row).toBeVisible();
  // 25 days, 5 used: Monday-Friday of a week without public holidays (futureWeek's label says how many).
  const used = Number(week.daysLabel.split(' ')[0]);
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(used));
  await expect(panel.getByRole('heading', { name: reports.busiestTitle })).toBeVisible();

  const xlsx = page.waitForEvent('download');
  await panel.getByRole('button', { name: reports.downloadEmployeesXlsx }).click();
  const spreadsheet = await xlsx;
  expect(spreadsheet.suggestedFilename()).toBe(
    `${reportExport.employeeFile('E2E Rapport AS', week.year)}.xlsx`,
  );
  const zip = await readFile((await spreadsheet.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  const csv = page.waitForEvent('download');
  await panel.getByRole('button', { name: reports.downloadRequestsCsv }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toBe(`${reportExport.requestFile('E2E Rapport AS', week.year)}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFNavn;E-post;Team;Fra dato;Til dato;')).toBe(true);
  expect(text).toContain('Rapportferie');
});
