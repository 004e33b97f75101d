import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AbsenceKind } from '@ferieplan/contracts';
import { dataSourceOf, type TestUser } from './harness.js';

/**
 * Rows for the integration tests, written straight to the database (no HTTP, no audit entries or mails,
 * independent of plan limits): organisations, members, teams, requests and transfers. Tests that are
 * about creating these go through the API instead; these set the scene, including states the API
 * cannot make (requests over New Year or in the past, overlapping approved days, chosen timestamps).
 */

/** One row; columns left undefined take the table's defaults. Returns the row as stored. */
async function insertRow(
  app: NestFastifyApplication,
  table: string,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const columns = Object.keys(values).filter((column) => values[column] !== undefined);
  const [row] = await dataSourceOf(app).query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    columns.map((column) => values[column]),
  );
  return row;
}

export interface MemberSeed {
  /** The signed-up person; without one, a person who never signs in (a unique uid and address). */
  user?: TestUser;
  /** Default: the local part of the address. */
  name?: string;
  email?: string;
  isAdmin?: boolean;
  teamId?: string | null;
  yearlyDays?: number;
  birthYear?: number | null;
  createdAt?: string;
  /** The member's own normal day in hours (default: the organisation's, 7.5). */
  normalDayHours?: number;
}

/** A membership of the organisation; returns its id (the API's Employee id). */
export async function seedMember(
  app: NestFastifyApplication,
  organizationId: string,
  member: MemberSeed = {},
): Promise<string> {
  const uid = member.user?.uid ?? `seeded-${randomUUID()}`;
  const email = member.email ?? member.user?.email ?? `${uid}@example.test`;
  const row = await insertRow(app, 'membership', {
    organization_id: organizationId,
    user_uid: uid,
    name: member.name ?? email.split('@')[0],
    email,
    is_admin: member.isAdmin,
    team_id: member.teamId,
    yearly_days: member.yearlyDays,
    birth_year: member.birthYear,
    created_at: member.createdAt,
    normal_day_hours: member.normalDayHours,
  });
  return row.id as string;
}

export interface SeededOrganization {
  id: string;
  /** membership ids (Employee.id) by user uid */
  membershipIds: Record<string, string>;
}

/** An organisation with `admins` as admin members and `members` as the others (in that order). */
export async function seedOrganization(
  app: NestFastifyApplication,
  options: {
    admins?: TestUser[];
    members?: TestUser[];
    plan?: 'Starter' | 'Pro';
    name?: string;
    orgnr?: string | null;
  } = {},
): Promise<SeededOrganization> {
  const org = await insertRow(app, 'organization', {
    name: options.name ?? 'Testorganisasjon',
    orgnr: options.orgnr ?? null,
    plan: options.plan ?? 'Starter',
  });
  const id = org.id as string;
  const membershipIds: Record<string, string> = {};
  for (const user of options.admins ?? [])
    membershipIds[user.uid] = await seedMember(app, id, { user, isAdmin: true });
  for (const user of options.members ?? []) membershipIds[user.uid] = await seedMember(app, id, { user });
  return { id, membershipIds };
}

/** A team (default: a unique name) holding the given memberships, with an optional 'Minst {n} på jobb'. */
export async function seedTeam(
  app: NestFastifyApplication,
  organizationId: string,
  options: { name?: string; members?: string[]; minimumStaffing?: number | null } = {},
): Promise<string> {
  const team = await insertRow(app, 'team', {
    organization_id: organizationId,
    name: options.name ?? `Team ${randomUUID()}`,
    minimum_staffing: options.minimumStaffing,
  });
  if (options.members?.length) {
    await dataSourceOf(app).query('UPDATE membership SET team_id = $1 WHERE id = ANY($2::uuid[])', [
      team.id,
      options.members,
    ]);
  }
  return team.id as string;
}

export type RequestStatus = 'Pending' | 'Approved' | 'Rejected';

export interface RequestSeed {
  startDate: string;
  /** Default: the start date (one day). */
  endDate?: string;
  status?: RequestStatus;
  description?: string | null;
  createdAt?: string;
  /** Default for an approved request: now, as the API's approval sets it. */
  approvedAt?: string;
  /** Issue 24: the absence kind (default Ferie) and its optional fields. */
  kind?: AbsenceKind;
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
  hours?: number;
  percentage?: number;
}

/** A vacation request of the membership (in its organisation), in any status; returns its id. */
export async function seedRequest(
  app: NestFastifyApplication,
  membershipId: string,
  request: RequestSeed,
): Promise<string> {
  const status = request.status ?? 'Pending';
  const row = await insertRow(app, 'vacation_request', {
    organization_id: await organizationOf(app, membershipId),
    membership_id: membershipId,
    start_date: request.startDate,
    end_date: request.endDate ?? request.startDate,
    status,
    description: request.description,
    created_at: request.createdAt,
    approved_at: request.approvedAt ?? (status === 'Approved' ? new Date().toISOString() : undefined),
    kind: request.kind,
    half_day_start: request.halfDayStart,
    half_day_end: request.halfDayEnd,
    hours: request.hours,
    percentage: request.percentage,
  });
  return row.id as string;
}

/** The organisation's choice for some absence kinds (as an admin's Innstillinger would store it). */
export async function seedAbsenceKinds(
  app: NestFastifyApplication,
  organizationId: string,
  kinds: { kind: AbsenceKind; enabled?: boolean; needsApproval?: boolean }[],
): Promise<void> {
  for (const { kind, enabled = true, needsApproval = true } of kinds)
    await dataSourceOf(app).query(
      `INSERT INTO absence_kind_setting (organization_id, kind, enabled, needs_approval) VALUES ($1, $2, $3, $4)
       ON CONFLICT (organization_id, kind) DO UPDATE SET enabled = $3, needs_approval = $4`,
      [organizationId, kind, enabled, needsApproval],
    );
}

/** Hours in the membership's hour bank (an admin's 'Opptjent avspasering'); negative: a correction. */
export async function seedHourBank(
  app: NestFastifyApplication,
  membershipId: string,
  entry: { hours: number; date?: string; note?: string | null },
): Promise<void> {
  await insertRow(app, 'hour_bank_entry', {
    organization_id: await organizationOf(app, membershipId),
    membership_id: membershipId,
    hours: entry.hours,
    date: entry.date ?? '2026-01-05',
    note: entry.note ?? null,
  });
}

/** Days of `fromYear` the membership moves on to the next year (an admin's decision in the Transfers tab). */
export async function seedTransfer(
  app: NestFastifyApplication,
  membershipId: string,
  transfer: { fromYear: number; days: number },
): Promise<void> {
  await insertRow(app, 'vacation_transfer', {
    organization_id: await organizationOf(app, membershipId),
    membership_id: membershipId,
    from_year: transfer.fromYear,
    days: transfer.days,
    decided_by_uid: 'test',
  });
}

async function organizationOf(app: NestFastifyApplication, membershipId: string): Promise<string> {
  const [row] = await dataSourceOf(app).query('SELECT organization_id FROM membership WHERE id = $1', [
    membershipId,
  ]);
  if (!row) throw new Error(`no membership ${membershipId}`);
  return row.organization_id;
}
