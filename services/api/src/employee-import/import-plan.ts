import type { EmployeeImportAction, EmployeeImportPreview, EmployeeImportRow } from '@ferieplan/contracts';
import { importFieldLabels, serverImport } from '@ferieplan/texts';
import type { ImportRow } from './import-row.js';

// Issue 26: what confirming an import would do, row by row, given the organisation as it is now. Pure:
// the preview and the confirm (under the organisation lock) run the same plan.

/** The imported fields of a member or of a pending invitation (null: not set). */
export interface ImportProfile {
  name: string;
  teamId: string | null;
  yearlyDays: number | null;
  employedFrom: string | null;
  birthYear: number | null;
  weekdays: number | null;
  isAdmin: boolean;
}

export interface ExistingMember extends ImportProfile {
  id: string;
  email: string;
  yearlyDays: number;
  employedUntil: string | null;
  /** The first day of a pending or approved absence (a later 'Ansatt fra' would leave it outside). */
  firstAbsence: string | null;
}

export interface PendingInvitation extends ImportProfile {
  id: string;
  email: string;
  expired: boolean;
}

export interface OrganizationSnapshot {
  members: ExistingMember[];
  invitations: PendingInvitation[];
  teams: { id: string; name: string }[];
  /** Seats left on Starter (members + unexpired pending invitations); null on Pro. */
  seatsFree: number | null;
}

export type PlannedRow = EmployeeImportRow & {
  /** The values to write: team names resolved ('new:<name>' for a team the import creates). */
  profile: ImportProfile & { teamName: string | null };
  member?: ExistingMember;
  invitation?: PendingInvitation;
};

export interface ImportPlan {
  rows: PlannedRow[];
  /** Team names the import would create (asked for and used by a valid row), as written first. */
  teamsToCreate: string[];
  /** The organisation's teams before the import. */
  teams: OrganizationSnapshot['teams'];
  preview: EmployeeImportPreview;
}

const key = (text: string) => text.trim().toLowerCase();

/** The changed fields of `next` against `current` (blank cells leave a member's value as it is). */
function changes(current: ImportProfile, next: ImportProfile, compareAdmin: boolean): string[] {
  const changed: string[] = [];
  if (current.name !== next.name) changed.push(importFieldLabels.name);
  if (next.teamId !== null && current.teamId !== next.teamId) changed.push(importFieldLabels.team);
  if (next.yearlyDays !== null && current.yearlyDays !== next.yearlyDays)
    changed.push(importFieldLabels.yearlyDays);
  if (next.employedFrom !== null && current.employedFrom !== next.employedFrom)
    changed.push(importFieldLabels.employedFrom);
  if (next.birthYear !== null && current.birthYear !== next.birthYear)
    changed.push(importFieldLabels.birthYear);
  if (next.weekdays !== null && (current.weekdays ?? 31) !== next.weekdays)
    changed.push(importFieldLabels.weekdays);
  if (compareAdmin && current.isAdmin !== next.isAdmin) changed.push(importFieldLabels.isAdmin);
  return changed;
}

/**
 * Each row: an error (its own, a duplicate e-mail, an unknown team, 'Ansatt fra' after a registered
 * absence or after 'Ansatt til', or no Starter seat left), a new invitation (an expired pending one is
 * replaced), an update of a member or of a pending invitation, or unchanged. A member's admin right is
 * not changed by an import (Ansatte → Rediger does that, with its own rules).
 */
export function planImport(rows: ImportRow[], org: OrganizationSnapshot, createTeams: string[]): ImportPlan {
  const members = new Map(org.members.map((m) => [key(m.email), m]));
  const invitations = new Map(org.invitations.map((i) => [key(i.email), i]));
  const teams = new Map(org.teams.map((t) => [key(t.name), t]));
  const toCreate = new Set(createTeams.map(key));
  const firstLine = new Map<string, number>();
  const unknownTeams = new Map<string, string>();
  const teamsToCreate = new Map<string, string>();
  let seatsLeft = org.seatsFree;

  const planned = rows.map((row): PlannedRow => {
    const errors = [...row.errors];
    const emailKey = key(row.email);
    const seen = firstLine.get(emailKey);
    if (row.email && seen !== undefined) errors.push(serverImport.duplicateRow(seen));
    else if (row.email) firstLine.set(emailKey, row.line);

    const team = row.team ? teams.get(key(row.team)) : undefined;
    if (row.team && !team && !toCreate.has(key(row.team))) {
      errors.push(serverImport.unknownTeam(row.team));
      if (!unknownTeams.has(key(row.team))) unknownTeams.set(key(row.team), row.team);
    }
    const profile = {
      name: row.name,
      teamId: team?.id ?? (row.team ? `new:${key(row.team)}` : null),
      teamName: team?.name ?? row.team,
      yearlyDays: row.yearlyDays,
      employedFrom: row.employedFrom,
      birthYear: row.birthYear,
      weekdays: row.weekdays,
      isAdmin: row.isAdmin,
    };
    const member = members.get(emailKey);
    if (member && profile.employedFrom) {
      if (member.firstAbsence && member.firstAbsence < profile.employedFrom)
        errors.push(serverImport.startAfterAbsence);
      if (member.employedUntil && member.employedUntil < profile.employedFrom)
        errors.push(serverImport.startAfterEnd);
    }
    const base = {
      line: row.line,
      name: row.name,
      email: row.email,
      profile,
      errors,
      changes: [] as string[],
    };
    if (errors.length > 0) return { ...base, action: 'error' };
    if (row.team && !team) teamsToCreate.set(key(row.team), teamsToCreate.get(key(row.team)) ?? row.team);

    if (member) {
      const changed = changes(member, profile, false);
      return { ...base, member, action: changed.length > 0 ? 'update' : 'unchanged', changes: changed };
    }
    const invitation = invitations.get(emailKey);
    if (invitation && !invitation.expired) {
      const changed = changes(invitation, profile, true);
      return { ...base, invitation, action: changed.length > 0 ? 'update' : 'unchanged', changes: changed };
    }
    if (seatsLeft !== null) {
      if (seatsLeft <= 0) return { ...base, action: 'error', errors: [serverImport.starterFull] };
      seatsLeft--;
    }
    return { ...base, invitation, action: 'invite' };
  });

  const counts: Record<EmployeeImportAction, number> = { invite: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of planned) counts[row.action]++;
  return {
    rows: planned,
    teamsToCreate: [...teamsToCreate.values()],
    teams: org.teams,
    preview: {
      rows: planned.map(({ line, name, email, action, changes: changed, errors }) => ({
        line,
        name,
        email,
        action,
        changes: changed,
        errors,
      })),
      counts,
      unknownTeams: [...unknownTeams.values()],
      seatsFree: org.seatsFree,
    },
  };
}
