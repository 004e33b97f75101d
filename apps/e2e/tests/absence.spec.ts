// Every kind of absence (issue 24) through the screens: the request form's fields per kind, the
// admin's decision, the balances and the staffing calendar; axe on each new screen part.
import {
  absenceAdmin,
  absenceEmployee,
  absenceFieldErrors,
  absenceLabels,
  admin as adminTexts,
  adminRequests,
  employee as texts,
  hourBankAdmin,
  hourBankTexts,
  reports,
  staffing,
  staffingAbsence,
} from '@ferieplan/texts';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { apiAs, expect, test } from '../support/fixtures.js';
import { approveInBrowser, axeFindings, openNextYear, typeDates } from '../support/absence.js';
import { createOrganization } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { organizationWithInvitedMember, septemberWeek } from '../support/employee.js';
import { upgradeToPro } from '../support/planning.js';

const card = (page: import('@playwright/test').Page, name: string) =>
  page.getByTestId(`balance-${name}`).locator('.emp-card__number');

test('a half-day Ferie: the form weighs it, the admin approves it, the balance shows 4,5 dager', async ({
  page,
  browser,
  urls,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Halvor Halvdag');
  const week = septemberWeek(new Date().getFullYear() + 1);
  await openNextYear(page, member, organization.name);
  await expect(card(page, 'remaining')).toHaveText('25');

  // Monday to Friday with the last day a half day: 4,5 days, said before sending.
  await typeDates(page, week.start, week.end);
  await expect(page.getByText('5 feriedager (helg og helligdager telles ikke)')).toBeVisible();
  await page.getByLabel(absenceLabels.halfDayEnd, { exact: true }).check();
  await expect(page.getByText('4,5 feriedager (helg og helligdager telles ikke)')).toBeVisible();
  expect(await axeFindings(page, '.emp-form')).toEqual([]);
  await page.getByLabel(texts.description, { exact: true }).fill('Høstferie med halv fredag');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByText(texts.submitted)).toBeVisible();

  // The own list names the kind and the half day; the pending card counts 4,5.
  const row = page.getByTestId('own-request').filter({ hasText: 'Høstferie med halv fredag' });
  await expect(row).toContainText('Ferie');
  await expect(row).toContainText('4,5 dager · halv siste dag');
  await expect(card(page, 'pending')).toHaveText('4,5');

  // The admin sees the same weight in the requests tab and approves.
  await approveInBrowser(browser, urls.shell, admin, organization.id, 'Halvor Halvdag', [
    'Ferie',
    '4,5 dager · halv siste dag',
  ]);

  await page.reload();
  await page.getByRole('button', { name: 'Neste år' }).click();
  await expect(card(page, 'used')).toHaveText('4,5');
  await expect(card(page, 'remaining')).toHaveText('20,5');
  await expect(row).toContainText(texts.statusApproved);
  expect(await axeFindings(page, '.emp-cards', '.emp-list')).toEqual([]);
});

test('Avspasering from the hour bank: the admin turns it on and credits hours, the member takes them', async ({
  page,
  browser,
  urls,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Ada Avspasering');
  await upgradeToPro(admin, organization.id);
  const week = septemberWeek(new Date().getFullYear() + 1);

  // Innstillinger > Fraværstyper: Ferie fixed, Avspasering switched on.
  const adminContext = await browser.newContext({ baseURL: urls.shell });
  const adminPage = await adminContext.newPage();
  await openAdminDashboard(adminPage, admin, organization.id);
  await adminTab(adminPage, adminTexts.tabs.settings).click();
  const kinds = adminPage.locator('.admin-absence-kinds');
  await expect(kinds.getByRole('heading', { name: absenceLabels.settingsTitle })).toBeVisible();
  await expect(kinds.getByRole('checkbox', { name: absenceAdmin.enabledFor('Ferie') })).toBeDisabled();
  expect(await axeFindings(adminPage, '.admin-absence-kinds')).toEqual([]);
  await kinds.getByRole('checkbox', { name: absenceAdmin.enabledFor('Avspasering') }).check();
  await expect(adminPage.getByText(absenceLabels.settingsSaved)).toBeVisible();

  // Ansatte > Timebank: 15 hours 'Opptjent avspasering' for Ada.
  await adminTab(adminPage, adminTexts.tabs.employees).click();
  await adminPage.getByRole('tab', { name: hourBankTexts.title, exact: true }).click();
  const bankRow = adminPage.getByTestId('hour-bank-row').filter({ hasText: 'Ada Avspasering' });
  await expect(bankRow).toContainText('0 timer (0 dager)');
  expect(await axeFindings(adminPage, '.admin-hour-bank')).toEqual([]);
  await bankRow.getByRole('button', { name: hourBankAdmin.creditFor('Ada Avspasering') }).click();
  const dialog = adminPage.getByRole('dialog', { name: hourBankAdmin.creditFor('Ada Avspasering') });
  await dialog.getByLabel(hourBankTexts.hours, { exact: true }).fill('15');
  await dialog.getByLabel(hourBankTexts.note, { exact: true }).fill('Overtid uke 40');
  expect(await axeFindings(adminPage, 'dialog.fp-modal')).toEqual([]);
  await dialog.getByRole('button', { name: hourBankTexts.credit }).click();
  await expect(adminPage.getByText(hourBankTexts.saved)).toBeVisible();
  await expect(bankRow).toContainText('15 timer (2 dager)');

  // The member sees the hours and asks for Avspasering, 3 hours a day for a week: 15 hours.
  await openNextYear(page, member, organization.name);
  await expect(card(page, 'hours')).toHaveText('15');
  await page.getByLabel(absenceLabels.kind, { exact: true }).selectOption('Avspasering');
  await typeDates(page, week.start, week.end);
  await page.getByLabel(absenceLabels.hoursPerDay, { exact: true }).fill('3');
  await expect(page.getByText('15 timer (2 dager) (helg og helligdager telles ikke)')).toBeVisible();
  expect(await axeFindings(page, '.emp-form')).toEqual([]);
  await page.getByRole('button', { name: absenceEmployee.submit }).click();
  await expect(page.getByText(absenceEmployee.submitted)).toBeVisible();
  const row = page.getByTestId('own-request').filter({ hasText: 'Avspasering' });
  await expect(row).toContainText('15 timer · 3 timer per dag');
  await expect(page.getByTestId('balance-hours')).toContainText(absenceEmployee.hourBankPlanned(15));

  // The admin finds it with the kind filter and approves: the hours are drawn.
  await adminTab(adminPage, adminTexts.tabs.requests).click();
  await adminPage.getByRole('tabpanel').getByRole('button', { name: 'Neste år' }).click();
  await adminPage.getByLabel(absenceAdmin.kindFilter, { exact: true }).selectOption('Avspasering');
  const request = adminPage.getByRole('listitem').filter({ hasText: 'Ada Avspasering' });
  await expect(request).toContainText('15 timer · 3 timer per dag');
  await request.getByRole('button', { name: adminRequests.approve }).click();
  await expect(adminPage.getByText(adminRequests.approvedToast)).toBeVisible();
  await adminContext.close();

  await page.reload();
  await page.getByRole('button', { name: 'Neste år' }).click();
  await expect(card(page, 'hours')).toHaveText('0');
  await expect(row).toContainText(texts.statusApproved);
  // The ferie balance is untouched by Avspasering.
  await expect(card(page, 'remaining')).toHaveText('25');
});

test('Foreldrepermisjon at 60 %: weighed in the form, approved, and counted as Fravær in Bemanningsstatus', async ({
  page,
  browser,
  urls,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Frida Foreldre');
  await upgradeToPro(admin, organization.id);
  const turnedOn = await apiAs(admin.idToken).put(`/api/AbsenceKinds/organization/${organization.id}`, {
    kinds: [{ kind: 'Foreldrepermisjon', enabled: true, needsApproval: true }],
  });
  expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
  const week = septemberWeek(new Date().getFullYear() + 1);

  // 60 % of each of five working days: 3 days.
  await openNextYear(page, member, organization.name);
  await page.getByLabel(absenceLabels.kind, { exact: true }).selectOption('Foreldrepermisjon');
  await typeDates(page, week.start, week.end);
  await page.getByLabel(absenceLabels.percentage, { exact: true }).fill('60');
  await expect(page.getByText('3 dager (helg og helligdager telles ikke)')).toBeVisible();
  await page.getByRole('button', { name: absenceEmployee.submit }).click();
  await expect(page.getByText(absenceEmployee.submitted)).toBeVisible();
  const row = page.getByTestId('own-request').filter({ hasText: 'Foreldrepermisjon' });
  await expect(row).toContainText('3 dager · 60 %');
  // Not Ferie: the ferie cards stay as they were.
  await expect(card(page, 'pending')).toHaveText('0');

  await approveInBrowser(browser, urls.shell, admin, organization.id, 'Frida Foreldre', [
    'Foreldrepermisjon',
    '3 dager · 60 %',
  ]);

  // Bemanningsstatus: the week is 'Fravær' with Frida counted, the kind in the legend in its colour.
  const adminContext = await browser.newContext({ baseURL: urls.shell });
  const adminPage = await adminContext.newPage();
  await openAdminDashboard(adminPage, admin, organization.id);
  await adminTab(adminPage, adminTexts.tabs.staffing).click();
  const calendar = adminPage.locator('section.staffing');
  const [year, month] = week.start.split('-').map(Number);
  const heading = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' }).format(
    new Date(year!, month! - 1, 1),
  );
  const title = calendar.locator('.staffing-month-nav__title');
  for (let step = 0; step < 14 && (await title.textContent())?.trim().toLowerCase() !== heading; step++)
    await calendar.getByRole('button', { name: staffing.nextMonth }).click();
  await expect(title).toHaveText(new RegExp(heading, 'i'));
  const monday = calendar.locator(`td[data-date="${week.start}"]`);
  await expect(monday).toHaveAttribute('data-kind', 'absence');
  await expect(monday).toContainText(staffingAbsence.absence);
  await expect(monday).toHaveAttribute(
    'aria-label',
    new RegExp(`${staffingAbsence.onAbsence(1, 1)}, 1 Foreldrepermisjon`),
  );
  await expect(calendar.locator('.staffing-legend')).toContainText('Foreldrepermisjon');
  expect(await axeFindings(adminPage, 'section.staffing')).toEqual([]);

  // Rapporter, one kind at a time: Frida's 3 days of Foreldrepermisjon (Ferie: none).
  await adminTab(adminPage, adminTexts.tabs.reports).click();
  const reportPanel = adminPage.getByRole('tabpanel');
  await reportPanel.getByRole('button', { name: 'Neste år' }).click();
  const fridaRow = reportPanel.getByRole('row').filter({ hasText: 'Frida Foreldre' });
  await expect(fridaRow.locator(`td[data-label="${reports.columns.used}"]`)).toHaveText('0');
  await reportPanel.getByLabel(absenceAdmin.kindFilter, { exact: true }).selectOption('Foreldrepermisjon');
  await expect(fridaRow.locator(`td[data-label="${reports.columns.used}"]`)).toHaveText('3');
  await adminContext.close();
});

test("'Annet fravær' needs a description and, without approval, is approved at once; a half day of Velferdspermisjon", async ({
  page,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Arne Annet');
  await upgradeToPro(admin, organization.id);
  const turnedOn = await apiAs(admin.idToken).put(`/api/AbsenceKinds/organization/${organization.id}`, {
    kinds: [
      { kind: 'Annet', enabled: true, needsApproval: false },
      { kind: 'Velferdspermisjon', enabled: true, needsApproval: true },
    ],
  });
  expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
  const week = septemberWeek(new Date().getFullYear() + 1);

  await openNextYear(page, member, organization.name);
  const kind = page.getByLabel(absenceLabels.kind, { exact: true });
  await expect(kind.locator('option')).toHaveText(['Ferie', 'Velferdspermisjon', 'Annet fravær']);

  // 'Annet fravær' without a description: the message names the field, which gets the focus.
  await kind.selectOption('Annet');
  await typeDates(page, week.start, week.start);
  await page.getByRole('button', { name: absenceEmployee.submit }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: absenceFieldErrors.descriptionRequired }),
  ).toBeVisible();
  await expect(page.getByLabel(texts.description, { exact: true })).toBeFocused();
  await page.getByLabel(texts.description, { exact: true }).fill('Flytting');
  await page.getByRole('button', { name: absenceEmployee.submit }).click();
  await expect(page.getByText(absenceEmployee.submitted)).toBeVisible();
  const moving = page.getByTestId('own-request').filter({ hasText: 'Flytting' });
  await expect(moving).toContainText('Annet fravær');
  await expect(moving).toContainText(texts.statusApproved);

  // Velferdspermisjon on the Tuesday, a half day: 0,5 dager, waiting for the admin.
  const tuesday = toIsoDate(addDays(parseIsoDate(week.start)!, 1));
  await kind.selectOption('Velferdspermisjon');
  await typeDates(page, tuesday, tuesday);
  await page.getByLabel(absenceLabels.halfDay, { exact: true }).check();
  await expect(page.getByText('0,5 dager (helg og helligdager telles ikke)')).toBeVisible();
  await page.getByLabel(texts.description, { exact: true }).fill('Legetime');
  await page.getByRole('button', { name: absenceEmployee.submit }).click();
  const doctor = page.getByTestId('own-request').filter({ hasText: 'Legetime' });
  await expect(doctor).toContainText('0,5 dager · halv dag');
  await expect(doctor).toContainText(texts.statusPending);
  // Neither touches the ferie balance.
  await expect(card(page, 'remaining')).toHaveText('25');
  await expect(card(page, 'pending')).toHaveText('0');
});

test("a newcomer finds 'Fraværstyper' and 'Timebank' at 360 and 1280 px; Starter sees the upgrade notice", async ({
  page,
  newUser,
}) => {
  test.slow();
  const owner = await newUser({ displayName: 'Nina Ny' });
  const organization = await createOrganization(owner, 'E2E Fravær Starter AS');
  await openAdminDashboard(page, owner, organization.id);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    // Every tab is on screen (the list wraps; nothing is hidden behind a scroll).
    for (const tab of Object.values(adminTexts.tabs)) await expect(adminTab(page, tab)).toBeInViewport();

    await adminTab(page, adminTexts.tabs.settings).click();
    const kinds = page.locator('.admin-absence-kinds');
    await expect(kinds.getByRole('heading', { name: absenceLabels.settingsTitle })).toBeVisible();
    await expect(kinds.getByRole('row')).toHaveCount(3); // the header, Ferie and Sykt barn (on every plan)
    await expect(page.getByRole('heading', { name: absenceAdmin.upgradeTitle })).toBeVisible();
    expect(await axeFindings(page, '.admin-settings')).toEqual([]);

    await adminTab(page, adminTexts.tabs.employees).click();
    await page.getByRole('tab', { name: hourBankTexts.title, exact: true }).click();
    await expect(page.getByRole('heading', { name: absenceAdmin.upgradeTitle })).toBeVisible();
    expect(await axeFindings(page, '.admin-panel')).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${viewport.width}px`).toBeLessThanOrEqual(0);
  }
});
