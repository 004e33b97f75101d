import { expect, type Page } from '@playwright/test';
import { admin } from '@ferieplan/texts';
import { selectOrganization, signInThroughUi, type TestUser } from './fixtures.js';

/** Signs in through /login and opens the organisation's admin dashboard. */
export async function openAdminDashboard(page: Page, user: TestUser, organizationId: string): Promise<void> {
  await signInThroughUi(page, user);
  await selectOrganization(page, organizationId);
  await page.goto('/admindashboard');
  // The app's own page (in #root), not the first frame painted before the app runs (apps/shell/src/first-frame).
  await expect(page.locator('#root').getByText(admin.subtitle)).toBeVisible();
}

export type AdminTabName = (typeof admin.tabs)[keyof typeof admin.tabs];

export function adminTab(page: Page, name: AdminTabName) {
  return page.getByRole('tablist', { name: admin.tabsLabel }).getByRole('tab', { name, exact: true });
}
