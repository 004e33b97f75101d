// Set-up for the employee dashboard journeys: an organisation with an admin and an invited member,
// made through the Auth emulator and the API (fast); the member then uses the browser.
import {
  addDays,
  easterSunday,
  isWeekend,
  parseIsoDate,
  publicHolidays,
  toIsoDate,
} from '@ferieplan/holidays';
import type { Organization, VacationRequest } from '@ferieplan/contracts';
import { uniqueOrgnr } from '@ferieplan/tools/kit/orgnr.mjs';
import { apiAs, type ApiResponse } from './api.js';
import { createUser, uniqueEmail, type TestUser } from './auth-emulator.js';

function expectOk<T>(response: ApiResponse<T>, what: string): T {
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

export interface OrganizationWithMember {
  admin: TestUser;
  member: TestUser;
  organization: Organization;
}

/** The admin creates an organisation and invites the member, who accepts (all through the API). */
export async function organizationWithInvitedMember(memberName: string): Promise<OrganizationWithMember> {
  const admin = await createUser({ email: uniqueEmail('admin'), displayName: 'Astrid Admin' });
  const asAdmin = apiAs(admin.idToken);
  const organization = expectOk(
    await asAdmin.post<Organization>('/api/Organizations', {
      name: `Fjordferie ${uniqueOrgnr()}`,
      orgnr: uniqueOrgnr(),
    }),
    'create organisation',
  );
  const memberEmail = uniqueEmail('ansatt');
  expectOk(
    await asAdmin.post('/api/UserInvitations', {
      organizationId: organization.id,
      email: memberEmail,
      isAdmin: false,
    }),
    'invite member',
  );

  const member = await createUser({ email: memberEmail, displayName: memberName, emailVerified: true });
  const asMember = apiAs(member.idToken);
  const mine = expectOk(
    await asMember.get<{ id: string; organizationId: string; status: string }[]>('/api/UserInvitations/mine'),
    'list own invitations',
  );
  const invitation = mine.find(
    (item) => item.organizationId === organization.id && item.status === 'Pending',
  );
  if (!invitation) throw new Error(`no pending invitation for ${memberEmail}: ${JSON.stringify(mine)}`);
  expectOk(await asMember.post(`/api/UserInvitations/${invitation.id}/accept`), 'accept invitation');
  return { admin, member, organization };
}

/** The admin approves the organisation's request with this description. */
export async function approveRequest(
  admin: TestUser,
  organizationId: string,
  description: string,
): Promise<VacationRequest> {
  const asAdmin = apiAs(admin.idToken);
  const all = expectOk(
    await asAdmin.get<VacationRequest[]>(`/api/VacationRequests/organization/${organizationId}?status=ALL`),
    'list organisation requests',
  );
  const request = all.find((item) => item.description === description);
  if (!request) throw new Error(`no request '${description}' in ${JSON.stringify(all)}`);
  return expectOk(
    await asAdmin.put<VacationRequest>(`/api/VacationRequests/${request.id}/status`, { status: 'Approved' }),
    'approve request',
  );
}

export interface HolidayRange {
  start: string;
  end: string;
  /** Weekdays in the range that are not public holidays, counted here independently of the app. */
  vacationDays: number;
  calendarDays: number;
}

/**
 * Wednesday before Ascension Day (always a Thursday) to the Monday after: a public holiday and a
 * weekend inside, so the vacation-day count is well below the number of calendar days.
 */
export function rangeAroundAscension(year: number): HolidayRange {
  const ascension = addDays(easterSunday(year), 39);
  const start = addDays(ascension, -1);
  const end = addDays(ascension, 4);
  const holidays = new Set(publicHolidays(year).map((holiday) => holiday.date));
  let vacationDays = 0;
  let calendarDays = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    calendarDays++;
    if (!isWeekend(day) && !holidays.has(toIsoDate(day))) vacationDays++;
  }
  return { start: toIsoDate(start), end: toIsoDate(end), vacationDays, calendarDays };
}

/** A plain working week (Monday-Friday) in early September of `year`, away from any holiday. */
export function septemberWeek(year: number): { start: string; end: string } {
  const first = parseIsoDate(`${year}-09-01`)!;
  const monday = addDays(first, (8 - first.getDay()) % 7);
  return { start: toIsoDate(monday), end: toIsoDate(addDays(monday, 4)) };
}
