// Every kind of absence (issue 24) through the screens: the request form's fields per kind, the
// admin's decision, the balances and the staffing calendar; axe on each new screen part.
import { absenceLabels, employee as texts } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { approveInBrowser, axeFindings, openNextYear, typeDates } from '../support/absence.js';
import { organizationWithInvitedMember, septemberWeek } from '../support/employee.js';

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
