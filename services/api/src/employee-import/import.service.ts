import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  STARTER_MAX_USERS,
  type EmployeeImportPreview,
  type EmployeeImportResult,
} from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import { isProPlan } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { notFound } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import {
  hashInvitationToken,
  invitationExpiry,
  newInvitationToken,
} from '../invitations/invitation-token.js';
import { InvitationsRepository } from '../invitations/invitations.repository.js';
import { invitationMail } from '../mail/mail-templates.js';
import { Outbox } from '../mail/outbox.js';
import { EmploymentRepository } from '../employment/employment.repository.js';
import { TeamsRepository } from '../teams/teams.repository.js';
import type { Membership } from '../users/membership.js';
import { ImportRepository } from './import.repository.js';
import { planImport, type ImportPlan, type OrganizationSnapshot, type PlannedRow } from './import-plan.js';
import type { ImportRow } from './import-row.js';
import { readImportFile } from './read-file.js';

const osloToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());

/**
 * Issue 26, 'Importer ansatte' (admins). The file is parsed and checked on the server for the preview
 * (nothing written) and again on confirm, inside ONE transaction that holds the organisation row lock:
 * the Starter seat count (invitations' seat-limit rule), the duplicate check against pending invitations
 * and the writes cannot interleave with another import or invitation. Nothing of the preview is trusted:
 * the organisation is the route's, checked against the caller.
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly imports: ImportRepository,
    private readonly invitations: InvitationsRepository,
    private readonly teams: TeamsRepository,
    private readonly employment: EmploymentRepository,
    private readonly outbox: Outbox,
    private readonly audit: AuditLog,
  ) {}

  private async snapshot(
    organizationId: string,
    plan: string,
    tx?: Transaction,
  ): Promise<OrganizationSnapshot> {
    const [members, invitations, teams, used] = tx
      ? // One connection: the queries of a transaction run one after another.
        [
          await this.imports.members(organizationId, tx),
          await this.imports.invitations(organizationId, tx),
          await this.imports.teams(organizationId, tx),
          await this.invitations.seatsUsed(organizationId, null, tx),
        ]
      : await Promise.all([
          this.imports.members(organizationId),
          this.imports.invitations(organizationId),
          this.imports.teams(organizationId),
          this.invitations.seatsUsed(organizationId, null),
        ]);
    return {
      members,
      invitations,
      teams,
      seatsFree: isProPlan(plan) ? null : Math.max(0, STARTER_MAX_USERS - used),
    };
  }

  async preview(
    uid: string,
    organizationId: string,
    content: string,
    createTeams: string[],
  ): Promise<EmployeeImportPreview> {
    await this.access.requireAdmin(uid, organizationId);
    const rows = await readImportFile(content);
    const plan = await this.access.planOf(organizationId);
    if (plan === null) throw notFound(server.organizationNotFound);
    return planImport(rows, await this.snapshot(organizationId, plan), createTeams).preview;
  }

  async confirm(
    uid: string,
    organizationId: string,
    content: string,
    createTeams: string[],
  ): Promise<EmployeeImportResult> {
    await this.access.requireAdmin(uid, organizationId);
    // Parsed before the transaction: the lock is held only for the database work.
    const rows = await readImportFile(content);
    const result = await runInTransaction(this.pool, async (tx) => {
      const admin = await this.access.requireAdmin(uid, organizationId, tx);
      const org = await this.access.lockOrganization(organizationId, tx);
      if (!org) throw notFound(server.organizationNotFound);
      return this.write(admin, org, rows, createTeams, tx);
    });
    if (result.invited > 0) this.outbox.wake();
    return result;
  }

  private async write(
    admin: Membership,
    org: { id: string; name: string; plan: string },
    rows: ImportRow[],
    createTeams: string[],
    tx: Transaction,
  ): Promise<EmployeeImportResult> {
    const plan: ImportPlan = planImport(rows, await this.snapshot(org.id, org.plan, tx), createTeams);
    const newTeams = new Map<string, string>();
    for (const name of plan.teamsToCreate) {
      const team = await this.teams.insert(org.id, name.trim(), tx);
      newTeams.set(`new:${name.trim().toLowerCase()}`, team.id);
      await this.audit.record(
        {
          organizationId: org.id,
          kind: AuditKind.TeamCreated,
          actor: admin.id,
          targetId: team.id,
          details: { teamName: team.name },
        },
        tx,
      );
    }
    const withTeam = (row: PlannedRow) => {
      const teamId = row.profile.teamId?.startsWith('new:')
        ? newTeams.get(row.profile.teamId)!
        : row.profile.teamId;
      return { ...row.profile, teamId };
    };

    const invites = plan.rows.filter((row) => row.action === 'invite');
    await this.imports.cancelInvitations(
      invites.flatMap((row) => (row.invitation ? [row.invitation.id] : [])),
      tx,
    );
    const expiresAt = invitationExpiry();
    const tokens = invites.map(() => newInvitationToken());
    const ids = await this.imports.insertInvitations(
      org.id,
      admin.uid,
      invites.map((row, i) => ({
        ...withTeam(row),
        email: row.email,
        tokenHash: hashInvitationToken(tokens[i]),
        expiresAt,
      })),
      tx,
    );
    for (const [i, row] of invites.entries()) {
      await this.outbox.send(
        {
          kind: 'invitation',
          to: row.email,
          organizationId: org.id,
          invitationId: ids[i],
          content: invitationMail({
            appOrigin: this.outbox.appOrigin,
            organizationName: org.name,
            token: tokens[i],
            isAdmin: row.profile.isAdmin,
            expiresAt,
          }),
        },
        tx,
      );
    }
    await this.imports.auditInvitations(
      org.id,
      admin.id,
      invites.map((row, i) => ({
        id: ids[i],
        email: row.email,
        details: { isAdmin: row.profile.isAdmin, expiresAt: expiresAt.toISOString() },
      })),
      tx,
    );

    const updates = plan.rows.filter((row) => row.action === 'update');
    const invitationUpdates = updates.filter((row) => row.invitation);
    await this.imports.upsertProfiles(
      invitationUpdates.map((row) => row.invitation!.id),
      invitationUpdates.map(withTeam),
      tx,
    );
    const teamNames = new Map(plan.teams.map((team) => [team.id, team.name]));
    for (const row of updates.filter((r) => r.member))
      await this.updateMember(admin, org.id, row.member!, withTeam(row), teamNames, tx);

    return {
      invited: invites.length,
      updated: updates.length,
      unchanged: plan.preview.counts.unchanged,
      skipped: plan.preview.counts.error,
      teamsCreated: newTeams.size,
    };
  }

  /** An existing member's changed fields, audited as an admin's edit (blank cells keep the value). */
  private async updateMember(
    admin: Membership,
    organizationId: string,
    member: PlannedRow['member'] & object,
    profile: PlannedRow['profile'],
    teamNames: Map<string, string>,
    tx: Transaction,
  ): Promise<void> {
    await this.imports.updateMember(member.id, profile, tx);
    if (profile.employedFrom && profile.employedFrom !== member.employedFrom)
      await this.employment.setDates(
        member.id,
        { employedFrom: profile.employedFrom, employedUntil: member.employedUntil },
        tx,
      );
    if (profile.weekdays !== null && profile.weekdays !== (member.weekdays ?? 31))
      await this.employment.setPattern(
        member.id,
        { validFrom: osloToday(), weekdays: profile.weekdays },
        null,
        tx,
      );
    const before = { ...member, organizationId, employeeNumber: null } as unknown as Membership;
    const after = {
      ...before,
      name: profile.name,
      yearlyDays: profile.yearlyDays ?? member.yearlyDays,
      birthYear: profile.birthYear ?? member.birthYear,
    };
    await this.audit.employeeEdited(admin.id, before, after, tx);
    const employmentChanges = [
      ...(profile.employedFrom && profile.employedFrom !== member.employedFrom
        ? [{ field: 'employedFrom' as const, before: member.employedFrom, after: profile.employedFrom }]
        : []),
      ...(profile.weekdays !== null && profile.weekdays !== (member.weekdays ?? 31)
        ? [{ field: 'workPattern' as const, validFrom: osloToday(), weekdays: profile.weekdays }]
        : []),
    ];
    if (employmentChanges.length > 0)
      await this.audit.record(
        {
          organizationId,
          kind: AuditKind.EmployeeUpdated,
          actor: admin.id,
          subject: member.id,
          targetId: member.id,
          subjectPreviousName: null,
          details: { changes: employmentChanges },
        },
        tx,
      );
    if (profile.teamId && profile.teamId !== member.teamId)
      await this.audit.record(
        {
          organizationId,
          kind: AuditKind.TeamMemberAdded,
          actor: admin.id,
          subject: member.id,
          targetId: profile.teamId,
          details: {
            teamName: profile.teamName ?? '',
            previousTeamName: member.teamId ? (teamNames.get(member.teamId) ?? null) : null,
          },
        },
        tx,
      );
  }
}
