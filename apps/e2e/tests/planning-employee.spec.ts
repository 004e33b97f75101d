// Advanced holiday planning as a member of a Pro organisation sees it (issue 12): the balance from the
// shared rules with the 60+ week and 'Overført fra {år}' after the admin's transfer, the hovedferie
// indicator, the request form's understaffing warning (no names, never blocking) and the member's own
// iCalendar feed, parsed with ical.js. The admin's staffing calendar marks the same days 'Underbemannet'.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, isPublicHoliday, isWeekend, toIsoDate } from '@ferieplan/holidays';
import { admin as adminTexts, planningEmployee, staffing } from '@ferieplan/texts';
import { planningPanel as texts } from '@ferieplan/texts/planning-panel';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { apiAs, expect, selectOrganization, signInThroughUi, test } from '../support/fixtures.js';
import { organizationWithInvitedMember } from '../support/employee.js';
import { approvedVacation, membershipId, teamWithMinimum, upgradeToPro } from '../support/planning.js';

/** Serious or critical axe findings inside the given parts of the page. */
async function axeFindings(page: Page, ...selectors: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of selectors) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** How a Norwegian writes the day: dd.mm.åååå. */
const written = (isoDate: string) => isoDate.split('-').reverse().join('.');

test('a member on Pro sees the transfer, hovedferie, the staffing warning and gets a working calendar feed', async ({
  page,
}) => {
  test.slow();
  const { admin, member, organization } = await organizationWithInvitedMember('Mona Medlem');

  // Starter: the panel says what Pro gives and that the admin can upgrade; no checkout for a member.
  await signInThroughUi(page, member);
  await selectOrganization(page, organization.id);
  await page.goto('/dashboard');
  const proNotice = page.getByTestId('planning-pro-notice');
  await expect(proNotice).toContainText(texts.adminCanUpgrade);
  await expect(proNotice.getByText(texts.upgrade)).toHaveCount(0);

  await upgradeToPro(admin, organization.id);
  const memberId = await membershipId(member, organization.id);
  const year = new Date().getFullYear();
  const next = year + 1;

  // The admin records that the member turns 60 this year and transfers 7 of last year's unused days;
  // the member has two approved summer weeks next year (10 weekdays), and is the only one in a team
  // that needs 1 at work.
  const asAdmin = apiAs(admin.idToken);
  const born = await asAdmin.put(`/api/Users/${memberId}`, { name: 'Mona Medlem', birthYear: year - 60 });
  expect(born.status, JSON.stringify(born.body)).toBe(200);
  const transfer = await asAdmin.put(`/api/Transfers/${memberId}`, { days: 7 });
  expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
  const summer = await approvedVacation(member, admin, organization.id, `${next}-07-05`, `${next}-07-16`);
  await teamWithMinimum(admin, organization.id, [memberId], 1);

  await page.reload();

  // This year: 25 + 5 (turning 60) + 7 transferred, and where the 37 come from.
  await expect(page.getByTestId('balance-total').locator('.emp-card__number')).toHaveText('37');
  await expect(page.getByTestId('balance-remaining').locator('.emp-card__number')).toHaveText('37');
  const parts = page.getByTestId('balance-parts');
  await expect(parts).toContainText(planningEmployee.seniorDays(5));
  await expect(parts).toContainText(planningEmployee.transferredFrom(year - 1, 7));

  // Next year: 30 days; the two approved summer weeks are used days and 10 of the 15 of hovedferie.
  await page.getByRole('button', { name: 'Neste år' }).click();
  await expect(page.getByTestId('balance-total').locator('.emp-card__number')).toHaveText('30');
  await expect(page.getByTestId('balance-used').locator('.emp-card__number')).toHaveText('10');
  await expect(page.getByTestId('balance-remaining').locator('.emp-card__number')).toHaveText('20');
  const mainHoliday = page.getByTestId('main-holiday');
  await expect(mainHoliday).toContainText(texts.mainHolidayPlanned(10, 15));
  await expect(mainHoliday).toContainText(texts.mainHolidayMissing(5));
  await expect(mainHoliday.getByRole('meter', { name: texts.mainHolidayMeter })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );

  // The form warns that the team is already at its minimum on the chosen weekdays, without names,
  // and the request can still be sent (the admin decides).
  await page.getByLabel('Fra dato').fill(written(`${next}-08-06`));
  await page.getByLabel('Til dato').fill(written(`${next}-08-09`));
  const warning = page.getByTestId('staffing-warning');
  await expect(warning).toContainText(planningEmployee.staffingWarning(1));
  await expect(warning.getByRole('listitem')).toHaveText([`6. august ${next}`, `9. august ${next}`]);
  await expect(warning).not.toContainText('Mona');
  expect(await axeFindings(page, '.emp-planning', '.emp-cards', '.emp-form')).toEqual([]);
  await page.getByRole('button', { name: 'Send ferieforespørsel' }).click();
  await expect(page.getByText('Ferieforespørsel sendt!')).toBeVisible();
  await expect(mainHoliday).toContainText(texts.mainHolidayPlanned(12, 15));

  // The member's own secret calendar: made in the panel, copied, and served as RFC 5545.
  await page.getByRole('button', { name: texts.feedCreate }).click();
  const urlField = page.getByLabel(texts.feedUrlLabel);
  await expect(urlField).toHaveValue(/\/api\/CalendarFeeds\/ical\/.+\.ics$/);
  const feedUrl = await urlField.inputValue();
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  // Approved vacation only: the pending August request is not in it.
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event.uid).toContain(summer.id);
  expect(event.summary).toBe('Ferie');
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe(`${next}-07-05`);
  expect(event.endDate.toString()).toBe(`${next}-07-17`); // DTEND is exclusive

  // A new link replaces the old one at once.
  await page.getByRole('button', { name: texts.feedRegenerate }).click();
  await expect(urlField).not.toHaveValue(feedUrl);
  expect((await fetch(feedUrl)).status).toBe(404);
});

test("the admin's staffing calendar marks the days a team is below its minimum 'Underbemannet'", async ({
  page,
}) => {
  const { admin, member, organization } = await organizationWithInvitedMember('Ulrik Underbemannet');
  await upgradeToPro(admin, organization.id);
  const memberId = await membershipId(member, organization.id);
  // The second week of next month (one click away), approved before the team gets its minimum of 1.
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1, 12);
  const monday = addDays(first, 7 + ((8 - first.getDay()) % 7));
  const week = [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
  await approvedVacation(member, admin, organization.id, toIsoDate(week[0]), toIsoDate(week[4]));
  await teamWithMinimum(admin, organization.id, [memberId], 1);

  await openAdminDashboard(page, admin, organization.id);
  await adminTab(page, adminTexts.tabs.staffing).click();
  const calendar = page.locator('section.staffing');
  await expect(calendar.locator('.staffing-legend')).toContainText(planningEmployee.understaffed);
  await page.getByRole('button', { name: staffing.nextMonth }).click();
  for (const day of week.filter((d) => !isWeekend(d) && !isPublicHoliday(d))) {
    const cell = calendar.locator(`td[data-date="${toIsoDate(day)}"]`);
    await expect(cell).toHaveAttribute('data-kind', 'understaffed');
    // Not colour alone: the cell says it, to the eye and to screen readers.
    await expect(cell).toContainText(planningEmployee.understaffed);
    await expect(cell).toHaveAttribute('aria-label', new RegExp(planningEmployee.understaffed));
  }
  expect(await axeFindings(page, 'section.staffing')).toEqual([]);
  const after = calendar.locator(`td[data-date="${toIsoDate(addDays(monday, 7))}"]`);
  await expect(after).not.toHaveAttribute('data-kind', 'understaffed');
});
