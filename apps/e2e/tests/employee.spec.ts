// Employee dashboard (/dashboard): an invited member signs in, asks for vacation around a public
// holiday, sees the validation messages, the server's overlap refusal and the pending request; the
// admin approves it through the API and the member's balance changes by exactly the vacation days.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { dateField, employee as texts } from '@ferieplan/texts';
import type { Employee } from '@ferieplan/contracts';
import { apiAs, expect, selectOrganization, signInThroughUi, test } from '../support/fixtures.js';
import {
  approveRequest,
  organizationWithInvitedMember,
  rangeAroundAscension,
  septemberWeek,
} from '../support/employee.js';

const cardNumber = (page: Page, card: 'total' | 'used' | 'remaining' | 'pending'): Promise<number> =>
  page
    .getByTestId(`balance-${card}`)
    .locator('.emp-card__number')
    .textContent()
    .then((text) => Number(text));

async function expectCards(
  page: Page,
  figures: { total: number; used: number; remaining: number; pending: number },
) {
  for (const [card, value] of Object.entries(figures)) {
    await expect(page.getByTestId(`balance-${card}`).locator('.emp-card__number')).toHaveText(String(value));
  }
}

async function seriousAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How a Norwegian writes the day: dd.mm.åååå. */
const written = (isoDate: string) => isoDate.split('-').reverse().join('.');

function requestRow(page: Page, title: string): Locator {
  return page.getByTestId('own-request').filter({ hasText: title });
}

test.describe('employee dashboard', () => {
  test('request around a public holiday: validation, overlap, pending, approved balance', async ({
    page,
  }) => {
    const { admin, member, organization } = await organizationWithInvitedMember('Kari Nordmann');
    const nextYear = new Date().getFullYear() + 1;
    const range = rangeAroundAscension(nextYear);
    expect(range.vacationDays).toBeLessThan(range.calendarDays - 2); // a holiday and a weekend inside

    // The member signs in and opens the organisation from 'Organisasjoner du er med i'.
    await signInThroughUi(page, member);
    await page.getByRole('button', { name: `Åpne oversikten for ${organization.name}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen Kari Nordmann!' })).toBeVisible();
    await expect(page.getByText('Her er oversikten over feriedagene dine')).toBeVisible();
    await expect(page.getByText(texts.emptyList(new Date().getFullYear()))).toBeVisible();
    await expectCards(page, { total: 25, used: 0, remaining: 25, pending: 0 });

    // Next year (the selector stops there), where the form's dates are bounded.
    await page.getByRole('button', { name: 'Neste år' }).click();
    await expect(page.getByRole('button', { name: 'Neste år' })).toBeDisabled();
    const start = page.getByLabel('Fra dato');
    const end = page.getByLabel('Til dato');
    const calendar = page.getByRole('dialog', { name: dateField.calendar });
    // The start's calendar keeps to the selected year: it opens on 1 January, nothing earlier.
    const startCalendar = page.getByRole('button', { name: dateField.chooseIn('Fra dato') });
    await startCalendar.click();
    await expect(calendar.locator(`[data-day="${nextYear}-01-01"]`)).toBeFocused();
    await expect(calendar.getByRole('button', { name: dateField.previousMonth })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(calendar.locator(`[data-day="${nextYear}-01-01"]`)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(startCalendar).toBeFocused();
    const submit = page.getByRole('button', { name: 'Send ferieforespørsel' });

    // Bad requests are stopped in the browser with the spec's messages.
    await start.fill(written(range.end));
    // The end's calendar starts at the chosen start: no earlier day can be reached.
    await page.getByRole('button', { name: dateField.chooseIn('Til dato') }).click();
    await expect(calendar.locator(`[data-day="${range.end}"]`)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(calendar.locator(`[data-day="${range.end}"]`)).toBeFocused();
    await page.keyboard.press('Escape');
    await end.fill(written(range.start));
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sluttdato kan ikke være før startdato' }),
    ).toBeVisible();
    await end.fill(`30.12.${nextYear - 1}`);
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Start- og sluttdato må være i valgt år' }),
    ).toBeVisible();

    // Moving the start past the end clears the end; then a good request.
    await start.fill(written(range.start));
    await expect(end).toHaveValue('');
    await end.fill(written(range.end));
    await page.getByLabel('Beskrivelse').fill('Kristi himmelfart');
    await submit.click();
    await expect(page.getByText('Ferieforespørsel sendt!')).toBeVisible();
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('');
    await expect(page.getByLabel('Beskrivelse')).toHaveValue('');
    const row = requestRow(page, 'Kristi himmelfart');
    await expect(row.getByText('Venter', { exact: true })).toBeVisible();
    await expectCards(page, { total: 25, used: 0, remaining: 25, pending: range.vacationDays });
    // The year calendar marks the holiday inside the request with both meanings.
    await expect(page.locator(`td[title="Kristi himmelfartsdag, ${texts.legendPending}"]`)).toHaveCount(1);

    // The server refuses an overlapping request; the toast carries its reason.
    await start.fill(written(range.start));
    await end.fill(written(range.start));
    await submit.click();
    await expect(page.getByText(/^Feil: .+/)).toBeVisible();
    await expect(page.getByTestId('own-request')).toHaveCount(1);

    const usedBefore = await cardNumber(page, 'used');
    const remainingBefore = await cardNumber(page, 'remaining');

    // The admin approves through the API; the member reloads and sees it.
    await approveRequest(admin, organization.id, 'Kristi himmelfart');
    await page.reload();
    await page.getByRole('button', { name: 'Neste år' }).click();
    await expect(requestRow(page, 'Kristi himmelfart').getByText('Godkjent', { exact: true })).toBeVisible();
    await expectCards(page, {
      total: 25,
      used: usedBefore + range.vacationDays,
      remaining: remainingBefore - range.vacationDays,
      pending: 0,
    });
    await expect(page.locator(`td[title="Kristi himmelfartsdag, ${texts.legendApproved}"]`)).toHaveCount(1);
    // The API's own balance (same shared day count) agrees with the cards.
    const me = await apiAs(member.idToken).get<Employee>(`/api/Users/organization/${organization.id}/me`);
    expect(me.body.yearlyBalance[String(nextYear)]).toMatchObject({
      totalDays: 25,
      usedDays: range.vacationDays,
      plannedDays: 0,
      remainingDays: 25 - range.vacationDays,
    });
    // An approved request can no longer be withdrawn.
    await expect(
      requestRow(page, 'Kristi himmelfart').getByRole('button', { name: /Trekk tilbake/ }),
    ).toHaveCount(0);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('beyond the spec: a pending request can be withdrawn after a confirmation', async ({ page }) => {
    const { member, organization } = await organizationWithInvitedMember('Nils Angrer');
    const nextYear = new Date().getFullYear() + 1;
    await signInThroughUi(page, member);
    await page.getByRole('button', { name: `Åpne oversikten for ${organization.name}` }).click();
    await page.getByRole('button', { name: 'Neste år' }).click();
    const week = septemberWeek(nextYear);
    await page.getByLabel('Fra dato').fill(written(week.start));
    // The end by keyboard in its calendar: it opens on the start (a Monday); four days on is Friday.
    await page.getByRole('button', { name: dateField.chooseIn('Til dato') }).click();
    for (let day = 0; day < 4; day++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Til dato')).toHaveValue(written(week.end));
    await expect(page.getByLabel('Til dato')).not.toBeFocused();
    await page.getByRole('button', { name: 'Send ferieforespørsel' }).click();
    // No description: the title falls back to 'Ferie ' and the first 8 characters of the id.
    const row = page.getByTestId('own-request').filter({ hasText: /^Ferie [0-9a-f]{8}/ });
    await expect(row.getByText('Venter', { exact: true })).toBeVisible();
    await expect(page.getByTestId('balance-pending').locator('.emp-card__number')).toHaveText('5');

    // Cancelling the confirmation keeps the request.
    await row.getByRole('button', { name: /^Trekk tilbake/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Trekk tilbake ferieforespørsel' });
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: /^Trekk tilbake/ }).click();
    await dialog.getByRole('button', { name: 'Ja, trekk tilbake' }).click();
    await expect(page.getByText('Ferieforespørsel trukket tilbake')).toBeVisible();
    await expect(page.getByTestId('own-request')).toHaveCount(0);
    await expect(page.getByText(texts.emptyList(nextYear))).toBeVisible();
    await expect(page.getByTestId('balance-pending').locator('.emp-card__number')).toHaveText('0');
  });

  test('without a selected organisation the dashboard points back to the organisations page', async ({
    page,
    newUser,
  }) => {
    const user = await newUser({ displayName: 'Ola Uten Org' });
    await signInThroughUi(page, user);
    await page.evaluate(() => localStorage.removeItem('selectedOrganizationId'));
    await page.goto('/dashboard');
    await expect(
      page.getByText('Kunne ikke finne valgt organisasjon. Gå tilbake til organisasjonssiden.'),
    ).toBeVisible();
    await expect(page.getByText('Kan ikke sende ferieforespørsel uten en valgt organisasjon.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: texts.backToOrganizations }).click();
    await expect(page).toHaveURL(/\/organizations$/);

    // A stored id the user cannot open (unknown, or not an id at all) gets the same message, no toast.
    for (const stored of [randomUUID(), 'ikke-en-id']) {
      await selectOrganization(page, stored);
      const listed = page.waitForResponse((response) => response.url().includes('/api/VacationRequests/my'));
      await page.goto('/dashboard');
      await listed;
      await expect(page.getByText(texts.organizationMissing)).toBeVisible();
      await expect(page.getByText(texts.listFailed)).toHaveCount(0);
      await expect(page.getByTestId('balance-total')).toHaveCount(0);
    }
  });

  test('usable at 360 px: no horizontal scrolling, no serious axe findings', async ({ page }) => {
    const { member, organization } = await organizationWithInvitedMember('Per Smal');
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughUi(page, member);
    await page.getByRole('button', { name: `Åpne oversikten for ${organization.name}` }).click();
    await expect(page.getByTestId('balance-total').locator('.emp-card__number')).toHaveText('25');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
