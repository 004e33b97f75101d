// The installable app's journeys (issue 29): the dashboard of a fresh member, and waiting for the
// service worker (public/sw.js in the shell) to control the page.
import { expect, type Page } from '@playwright/test';
import { organizationWithInvitedMember, type OrganizationWithMember } from './employee.js';
import { selectOrganization, signInThroughUi } from './ui.js';

/** A member signed in on /dashboard of their organisation. */
export async function memberOnDashboard(page: Page, name: string): Promise<OrganizationWithMember> {
  const people = await organizationWithInvitedMember(name);
  await signInThroughUi(page, people.member);
  await selectOrganization(page, people.organization.id);
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance-total').locator('.emp-card__number')).toHaveText('25');
  return people;
}

/** The worker is registered (late, when the page is idle) and controls the page. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
}
