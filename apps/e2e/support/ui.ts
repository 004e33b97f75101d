// Journeys through the browser: signing in the way a user does.
import { expect, type Page } from '@playwright/test';
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';
import { auth } from '@ferieplan/texts';
import type { TestUser } from './auth-emulator.js';

/** Signs in on /login with e-mail and password and waits for /organizations (spec: both methods land there). */
export async function signInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(auth.email, { exact: true }).fill(user.email);
  await page.getByLabel(auth.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/organizations$/);
}

/** Stores the selected organisation the way the organisations page does, for /dashboard and /admindashboard. */
export async function selectOrganization(page: Page, organizationId: string): Promise<void> {
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [
    SELECTED_ORGANIZATION_KEY,
    organizationId,
  ] as const);
}
