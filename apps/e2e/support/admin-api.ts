// Data set-up for the admin journeys through the API (fast, independent of other screens);
// the browser part of each test uses the UI only.
import { expect } from '@playwright/test';
import { uniqueOrgnr } from '@ferieplan/tools/kit/orgnr.mjs';
import { adminRequests } from '@ferieplan/texts';
import { absenceDays } from '@ferieplan/vacation-rules';
import { apiAs, type TestUser } from './fixtures.js';

export interface CreatedOrganization {
  id: string;
  name: string;
  orgnr: string | null;
  plan: string;
}

export async function createOrganization(owner: TestUser, name: string): Promise<CreatedOrganization> {
  const created = await apiAs(owner.idToken).post<CreatedOrganization>('/api/Organizations', {
    name,
    orgnr: uniqueOrgnr(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function inviteByApi(admin: TestUser, organizationId: string, email: string): Promise<void> {
  const sent = await apiAs(admin.idToken).post('/api/UserInvitations', {
    organizationId,
    email,
    isAdmin: false,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
}

/** An organisation of `owner` that `member` has joined: invited through the API, accepted by the member. */
export async function organizationWithMember(
  owner: TestUser,
  member: TestUser,
  name: string,
): Promise<CreatedOrganization> {
  const organization = await createOrganization(owner, name);
  await inviteByApi(owner, organization.id, member.email);
  await acceptInvitation(member, organization.id);
  return organization;
}

/** The invitee accepts their pending invitation (as the organisations page would). */
export async function acceptInvitation(invitee: TestUser, organizationId: string): Promise<void> {
  const api = apiAs(invitee.idToken);
  const mine =
    await api.get<Array<{ id: string; organizationId: string; status: string }>>('/api/UserInvitations/mine');
  const invitation = mine.body.find(
    (item) => item.organizationId === organizationId && item.status === 'Pending',
  );
  expect(invitation, `a pending invitation for ${invitee.email}`).toBeTruthy();
  const accepted = await api.post(`/api/UserInvitations/${invitation!.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
}

export async function requestVacation(
  employee: TestUser,
  organizationId: string,
  period: { start: string; end: string },
  description: string,
): Promise<void> {
  const created = await apiAs(employee.idToken).post('/api/VacationRequests', {
    organizationId,
    startDate: period.start,
    endDate: period.end,
    description,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Monday to Friday of the week `weeksAhead` weeks from now, with its expected 'N dager' label. */
export function futureWeek(weeksAhead: number): {
  start: string;
  end: string;
  year: number;
  daysLabel: string;
} {
  const monday = new Date();
  monday.setHours(12, 0, 0, 0);
  monday.setDate(monday.getDate() + 7 * weeksAhead - ((monday.getDay() + 6) % 7));
  const friday = new Date(monday);
  friday.setDate(monday.getDate() + 4);
  // A week across New Year would be split by the year filter: take the next full week.
  if (friday.getFullYear() !== monday.getFullYear()) return futureWeek(weeksAhead + 1);
  const start = iso(monday);
  const end = iso(friday);
  return {
    start,
    end,
    year: monday.getFullYear(),
    daysLabel: adminRequests.dayCount(absenceDays({ startDate: start, endDate: end })),
  };
}
