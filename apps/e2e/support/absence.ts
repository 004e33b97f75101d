// Helpers of the absence journeys (issue 24): axe on a part of the page, the member's dashboard in
// next year, a request typed into the form, an admin's decision in a second browser context.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { admin, adminRequests, employee } from '@ferieplan/texts';
import { openAdminDashboard } from './admin-browser.js';
import { signInThroughUi, type TestUser } from './fixtures.js';

/** Serious or critical axe findings (WCAG 2.x A/AA) inside the given parts of the page. */
export async function axeFindings(page: Page, ...selectors: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of selectors) builder.include(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How a Norwegian writes the day: dd.mm.åååå. */
const written = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** The member signs in, opens the organisation's dashboard and goes to next year. */
export async function openNextYear(page: Page, member: TestUser, organizationName: string): Promise<void> {
  await signInThroughUi(page, member);
  await page.getByRole('button', { name: `Åpne oversikten for ${organizationName}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Neste år' }).click();
}

/** Types the dates into the request form. */
export async function typeDates(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel(employee.startDate, { exact: true }).fill(written(start));
  await page.getByLabel(employee.endDate, { exact: true }).fill(written(end));
}

/** The admin approves the request of `name` (next year) in the requests tab of a second browser. */
export async function approveInBrowser(
  browser: Browser,
  baseURL: string,
  adminUser: TestUser,
  organizationId: string,
  name: string,
  expectInRow: readonly string[],
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openAdminDashboard(page, adminUser, organizationId);
  await expect(page.getByRole('tab', { name: admin.tabs.requests, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tabpanel').getByRole('button', { name: 'Neste år' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  for (const text of expectInRow) await expect(row).toContainText(text);
  await row.getByRole('button', { name: adminRequests.approve }).click();
  await expect(page.getByText(adminRequests.approvedToast)).toBeVisible();
  await context.close();
}
