// Set-up for the planning journeys (issue 12) through the API: Pro through the Stripe sandbox's
// checkout (as a paying admin would), a team with a minimum, a transfer from last year.
import { expect } from '@playwright/test';
import type { CheckoutSession, Employee, Organization, Team, VacationRequest } from '@ferieplan/contracts';
import { apiAs } from './api.js';
import type { TestUser } from './auth-emulator.js';

/** The admin pays for Pro in the sandbox; resolves once the signed webhook has made the plan Pro. */
export async function upgradeToPro(admin: TestUser, organizationId: string): Promise<void> {
  const api = apiAs(admin.idToken);
  const checkout = await api.post<CheckoutSession>('/api/Payment/create-checkout-session', {
    organizationId,
    planType: 'pro',
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  // The checkout page's 'Betal' form: pays, delivers the webhook and redirects to the dashboard.
  const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBeGreaterThanOrEqual(300);
  await expect
    .poll(
      async () =>
        (await api.get<Organization>(`/api/Organizations/${organizationId}`)).body.plan.toLowerCase(),
      {
        timeout: 20_000,
      },
    )
    .toBe('pro');
}

/** The member's membership id (what the admin routes call userId). */
export async function membershipId(member: TestUser, organizationId: string): Promise<string> {
  const me = await apiAs(member.idToken).get<Employee>(`/api/Users/organization/${organizationId}/me`);
  expect(me.status).toBe(200);
  return me.body.id;
}

/** A team of the given members that needs `minimum` of them at work. */
export async function teamWithMinimum(
  admin: TestUser,
  organizationId: string,
  memberIds: string[],
  minimum: number,
) {
  const api = apiAs(admin.idToken);
  const team = await api.post<Team>('/api/Teams', { organizationId, name: `Resepsjon ${Date.now()}` });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  for (const userId of memberIds) {
    const added = await api.post(`/api/Teams/${team.body.id}/users`, { userId });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  }
  const set = await api.put<Team>(`/api/Teams/${team.body.id}/minimum-staffing`, {
    minimumStaffing: minimum,
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return team.body;
}

/** The member asks for the days and the admin approves them. */
export async function approvedVacation(
  member: TestUser,
  admin: TestUser,
  organizationId: string,
  startDate: string,
  endDate: string,
) {
  const created = await apiAs(member.idToken).post<VacationRequest>('/api/VacationRequests', {
    organizationId,
    startDate,
    endDate,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await apiAs(admin.idToken).put<VacationRequest>(
    `/api/VacationRequests/${created.body.id}/status`,
    { status: 'Approved' },
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
}
