import { createHash } from 'node:crypto';
import {
  auditCategoryOf,
  AuditKind,
  type AuditDetailsByKind,
  type AuditEntry,
  type AuditPerson,
} from '@ferieplan/contracts';
import {
  absenceKindName,
  apiKeyAudit,
  domainAudit,
  auditDescriptions as say,
  sickAudit,
  employmentAudit,
  formatDateRange,
  formatHours,
  formatLongDate,
  payrollAudit,
  chatAudit,
  vacationReturnAudit,
} from '@ferieplan/texts';
import type { AuditRow } from './audit.repository.js';

/**
 * A deleted person's stable stand-in, e.g. 'Slettet bruker 3f9a1c': entries by the same person still
 * read as one person, and nothing leads back to who it was.
 */
const pseudonym = (uid: string | null) =>
  uid
    ? `${say.deletedPerson} ${createHash('sha256').update(uid).digest('hex').slice(0, 6)}`
    : say.deletedPerson;

function actorOf(row: AuditRow): AuditPerson | null {
  if (row.actorUid === null && row.actorMembershipId === null) return null;
  const erased = row.actorName === null && row.actorEmail === null;
  return { userId: row.actorMembershipId, name: row.actorName, email: row.actorEmail, pseudonymised: erased };
}

function subjectOf(row: AuditRow): AuditPerson | null {
  const named =
    row.subjectUid !== null || row.subjectMembershipId !== null || auditCategoryOf(row.kind) === 'invitation';
  if (!named) return null;
  const erased = row.subjectName === null && row.subjectEmail === null;
  return {
    userId: row.subjectMembershipId,
    name: row.subjectName,
    email: row.subjectEmail,
    pseudonymised: erased,
  };
}

/** How a person reads in a sentence: name, else e-mail (an invitee), else the pseudonym. */
const nameOf = (person: AuditPerson | null, uid: string | null) =>
  person === null ? say.system : (person.name ?? person.email ?? pseudonym(uid));

export function toAuditEntry(row: AuditRow): AuditEntry {
  const actor = actorOf(row);
  const subject = subjectOf(row);
  return {
    id: row.id,
    organizationId: row.organizationId,
    occurredAt: row.occurredAt,
    kind: row.kind,
    category: auditCategoryOf(row.kind),
    actor,
    subject,
    targetId: row.targetId,
    details: row.details,
    description: describe(row, nameOf(actor, row.actorUid), nameOf(subject, row.subjectUid)),
  };
}

type Details<K extends keyof AuditDetailsByKind> = AuditDetailsByKind[K];

/** The Norwegian sentence of an entry. */
function describe(
  row: Pick<AuditRow, 'kind' | 'details' | 'subjectPreviousName'>,
  actor: string,
  subject: string,
): string {
  const d = row.details as never;
  const period = (details: Details<'request.approved'>) =>
    formatDateRange(details.startDate, details.endDate);
  /** The kind in the sentence: 'ferie' for entries before issue 24 and for Ferie. */
  const what = (details: Details<'request.approved'>) =>
    absenceKindName(details.kind ?? 'Ferie').toLowerCase();
  /** Issue 29: ' via Slack' after a decision made with a Slack button. */
  const viaOf = (details: Details<'request.approved'>) => (details.via === 'Slack' ? chatAudit.viaSlack : '');
  /** An organisation's or a team's new name. */
  const renamed = (sentence: (actor: string, before: string, after: string) => string) => {
    const { before, after } = d as Details<'organization.renamed' | 'team.renamed'>;
    return sentence(actor, before, after);
  };
  switch (row.kind) {
    case AuditKind.OrganizationCreated:
      return say.organizationCreated(actor, (d as Details<'organization.created'>).name);
    case AuditKind.OrganizationRenamed:
      return renamed(say.organizationRenamed);
    case AuditKind.AbsenceKindsChanged: {
      const phrases = (d as Details<'organization.absence_kinds_changed'>).changes.flatMap((change) => {
        const name = absenceKindName(change.kind);
        return [
          ...(change.before.enabled !== change.after.enabled
            ? [say.absenceKindEnabled(name, change.after.enabled)]
            : []),
          ...(change.before.needsApproval !== change.after.needsApproval
            ? [say.absenceKindApproval(name, change.after.needsApproval)]
            : []),
        ];
      });
      return say.absenceKindsChanged(actor, phrases);
    }
    case AuditKind.PlanChanged: {
      const { before, after, eventType } = d as Details<'plan.changed'>;
      return say.planChanged(before, after, !eventType.startsWith('customer.subscription'));
    }
    case AuditKind.RequestSubmitted:
      return say.requestSubmitted(actor, period(d), what(d));
    case AuditKind.RequestApproved:
      return say.requestApproved(actor, subject, period(d), what(d)) + viaOf(d);
    case AuditKind.RequestRejected:
      return say.requestRejected(actor, subject, period(d), what(d)) + viaOf(d);
    case AuditKind.RequestWithdrawn:
      return say.requestWithdrawn(actor, period(d), what(d));
    case AuditKind.EmployeeUpdated: {
      const changes = (d as Details<'employee.updated'>).changes.map((change) => {
        if (change.field === 'yearlyDays') return say.changeYearlyDays(change.before, change.after);
        if (change.field === 'birthYear') return say.changeBirthYear(change.before, change.after);
        if (change.field === 'employedFrom' || change.field === 'employedUntil')
          return employmentAudit.changeDate(change.field, change.before, change.after);
        if (change.field === 'workPattern')
          return employmentAudit.changePattern(change.validFrom, change.weekdays);
        if (change.field === 'employeeNumber')
          return payrollAudit.changeEmployeeNumber(change.before, change.after);
        return say.changeName(row.subjectPreviousName ?? say.deletedPerson, subject);
      });
      return say.employeeUpdated(actor, subject, changes);
    }
    case AuditKind.EmployeeRemoved:
      return say.employeeRemoved(actor, subject);
    case AuditKind.AdminGranted:
      return say.adminGranted(actor, subject);
    case AuditKind.AdminRevoked:
      return say.adminRevoked(actor, subject);
    case AuditKind.TeamCreated:
      return say.teamCreated(actor, (d as Details<'team.created'>).teamName);
    case AuditKind.TeamRenamed:
      return renamed(say.teamRenamed);
    case AuditKind.TeamDeleted: {
      const { teamName, memberCount } = d as Details<'team.deleted'>;
      return say.teamDeleted(actor, teamName, memberCount);
    }
    case AuditKind.TeamMemberAdded: {
      const { teamName, previousTeamName } = d as Details<'team.member_added'>;
      return previousTeamName === null
        ? say.teamMemberAdded(actor, subject, teamName)
        : say.teamMemberMoved(actor, subject, previousTeamName, teamName);
    }
    case AuditKind.TeamMemberRemoved:
      return say.teamMemberRemoved(actor, subject, (d as Details<'team.member_removed'>).teamName);
    case AuditKind.InvitationSent:
      return say.invitationSent(actor, subject, (d as Details<'invitation.sent'>).isAdmin);
    case AuditKind.InvitationResent:
      return say.invitationResent(actor, subject);
    case AuditKind.InvitationCancelled:
      return say.invitationCancelled(actor, subject);
    case AuditKind.InvitationAccepted:
      return say.invitationAccepted(actor);
    case AuditKind.DaysTransferred: {
      const { days, fromYear, toYear } = d as Details<'transfer.set'>;
      return say.daysTransferred(actor, subject, days, fromYear, toYear);
    }
    case AuditKind.PayCodesChanged:
      return payrollAudit.payCodesChanged(actor, (d as Details<'payroll.pay_codes_changed'>).changes);
    case AuditKind.PayrollPeriodMarked: {
      const { from, to } = d as Details<'payroll.period_marked'>;
      return payrollAudit.periodMarked(actor, from, to);
    }
    case AuditKind.PayrollPeriodReopened: {
      const { from, to } = d as Details<'payroll.period_reopened'>;
      return payrollAudit.periodReopened(actor, from, to);
    }
    case AuditKind.HourBankEntryAdded: {
      const { hours, date } = d as Details<'hourbank.entry_added'>;
      return hours > 0
        ? say.hourBankCredited(actor, subject, formatHours(hours), formatLongDate(date))
        : say.hourBankCorrected(actor, subject, formatHours(hours), formatLongDate(date));
    }
    case AuditKind.SickRecordRead:
      return sickAudit.recordRead(actor, subject, (d as Details<'sick.record_read'>).count);
    case AuditKind.SickRecordsExpired:
      return sickAudit.retentionDeleted((d as Details<'sick.records_expired'>).count);
    case AuditKind.SickVacationReturnRequested: {
      const { startDate, endDate, days } = d as Details<'sick.vacation_return_requested'>;
      return vacationReturnAudit.requested(actor, startDate, endDate, days);
    }
    case AuditKind.SickVacationReturned: {
      const { startDate, endDate, days } = d as Details<'sick.vacation_returned'>;
      return vacationReturnAudit.returned(actor, subject, startDate, endDate, days);
    }
    case AuditKind.SickVacationReturnRejected: {
      const { startDate, endDate } = d as Details<'sick.vacation_return_rejected'>;
      return vacationReturnAudit.rejected(actor, subject, startDate, endDate);
    }
    case AuditKind.ApiKeyCreated: {
      const { name, scope } = d as Details<'apikey.created'>;
      return apiKeyAudit.created(actor, name, scope === 'write');
    }
    case AuditKind.ApiKeyRevoked:
      return apiKeyAudit.revoked(actor, (d as Details<'apikey.revoked'>).name);
    case AuditKind.DomainClaimed:
      return domainAudit.claimed(actor, (d as Details<'domain.claimed'>).domain);
    case AuditKind.DomainVerified:
      return domainAudit.verified(actor, (d as Details<'domain.verified'>).domain);
    case AuditKind.DomainJoinChanged: {
      const { domain, joinEnabled } = d as Details<'domain.join_changed'>;
      return domainAudit.joinChanged(actor, domain, joinEnabled);
    }
    case AuditKind.DomainRemoved:
      return domainAudit.removed(actor, (d as Details<'domain.removed'>).domain);
    case AuditKind.DomainMemberJoined:
      return domainAudit.memberJoined(actor, (d as Details<'domain.member_joined'>).domain);
  }
}
