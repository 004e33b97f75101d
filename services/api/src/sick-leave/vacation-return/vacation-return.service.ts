import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  type CreateVacationReturnBody,
  type MyVacationReturns,
  type VacationReturn,
  type VacationReturnCandidate,
  type VacationReturnStatus,
} from '@ferieplan/contracts';
import { vacationReturnErrors as errors } from '@ferieplan/texts';
import {
  ferieAfterReturn,
  givesFerieBack,
  requiresAnotherAdmin,
  returnedFerieDays,
  sickDaysInFerie,
} from '@ferieplan/vacation-rules';
import { ApprovalRuleRepository } from '../../access/approval-rule.repository.js';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { AuditLog } from '../../audit/audit-log.js';
import { conflict, forbidden, invalidInput, notFound } from '../../common/domain-error.js';
import { isUniqueViolation } from '../../common/pg-errors.js';
import { isUuid } from '../../common/uuid.js';
import { runInTransaction } from '../../database/transaction.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { PayrollLockService } from '../../payroll/payroll-lock.service.js';
import { VacationReturnRepository, type ClaimedRequest } from './vacation-return.repository.js';

/**
 * Syk i ferien (ferieloven § 9 (1), issue 25). The person asks for the days of their approved ferie that
 * their own 100 % sykmelding covers; an admin of the organisation approves (the ferie request is cut
 * around the days, so every count of ferie sees them back) or rejects. Health data: the person and the
 * admins only; the audit entries name dates and days, never more.
 *
 * Locks: the person's membership row first (claims, decisions and the person's own registrations queue
 * behind it), then the claim, then the ferie row.
 */
@Injectable()
export class VacationReturnService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly repository: VacationReturnRepository,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationsService,
    private readonly payrollLock: PayrollLockService,
    private readonly approvalRule: ApprovalRuleRepository,
  ) {}

  /** The caller's own claims and the ferie days they may still ask for. */
  async mine(uid: string, organizationId: string): Promise<MyVacationReturns> {
    const member = await this.access.requireMember(uid, organizationId);
    const candidates = (await this.repository.overlaps(member.id)).flatMap(({ ferie, sick }) => {
      const days = sickDaysInFerie(ferie, sick)!;
      const count = returnedFerieDays(ferie, days);
      return count > 0 ? [candidate(ferie, sick.id, days, count)] : [];
    });
    return { candidates, returns: await this.repository.forMember(member.id) };
  }

  /** The person asks: only their own approved ferie and their own 100 % sykmelding on it, once. */
  async ask(uid: string, organizationId: string, body: CreateVacationReturnBody): Promise<VacationReturn> {
    const created = await runInTransaction(this.pool, async (tx) => {
      const member = await this.access.requireMember(uid, organizationId, tx);
      await this.access.lockMembership(member.id, tx);
      const ferie = await this.repository.request(body.vacationRequestId, member.id, tx);
      if (!ferie || ferie.kind !== 'Ferie' || ferie.status !== 'Approved')
        throw notFound(errors.ferieNotFound);
      const sick = await this.repository.request(body.sickRequestId, member.id, tx);
      if (!sick || sick.status !== 'Approved' || (sick.kind !== 'Sykmelding' && sick.kind !== 'Egenmelding'))
        throw notFound(errors.sickNotFound);
      if (!givesFerieBack({ kind: sick.kind, percentage: sick.percentage ?? undefined }))
        throw invalidInput(errors.notFullSykmelding);
      const days = sickDaysInFerie(ferie, sick);
      if (!days) throw invalidInput(errors.noOverlap);
      const count = returnedFerieDays(ferie, days);
      if (count === 0) throw invalidInput(errors.noDaysBack);
      if (await this.repository.claimedAlready(member.id, sick.id, days, tx))
        throw conflict(errors.alreadyClaimed);
      const id = await this.repository
        .insert(
          {
            organizationId,
            membershipId: member.id,
            sickRequestId: sick.id,
            vacationRequestId: ferie.id,
            ...days,
            days: count,
          },
          tx,
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(errors.alreadyClaimed) : error;
        });
      await this.audit.record(
        {
          organizationId,
          kind: AuditKind.SickVacationReturnRequested,
          actor: member.id,
          subject: member.id,
          targetId: id,
          details: { ...days, days: count },
        },
        tx,
      );
      await this.notifications.vacationReturnRequested({ organizationId, ...days, days: count }, member, tx);
      return (await this.repository.find(id, tx))!;
    });
    this.notifications.wake();
    return created;
  }

  /** Admins: the organisation's claims (default: those waiting). */
  async list(
    uid: string,
    organizationId: string,
    status: VacationReturnStatus | 'all',
  ): Promise<VacationReturn[]> {
    await this.access.requireAdmin(uid, organizationId);
    return this.repository.forOrganization(organizationId, status === 'all' ? null : status);
  }

  /**
   * Admins decide a waiting claim. Approval cuts the ferie request that now holds the days (an earlier
   * approval may have cut the claimed one in two) around them; refused when the ferie changed meanwhile
   * or the days lie in a period exported to payroll. Four eyes: a claim of the admin's own is another
   * admin's when the organisation asks for that ('Krev godkjenning fra en annen administrator').
   */
  async decide(uid: string, organizationId: string, id: string, approve: boolean): Promise<VacationReturn> {
    if (!isUuid(id)) throw notFound(errors.notFound);
    return runInTransaction(this.pool, async (tx) => {
      const admin = await this.access.requireAdmin(uid, organizationId, tx);
      const owner = await this.repository.owner(id);
      if (!owner || owner.organizationId !== organizationId) throw notFound(errors.notFound);
      await this.access.lockMembership(owner.membershipId, tx);
      const claim = await this.repository.lock(id, tx);
      if (!claim) throw notFound(errors.notFound);
      if (claim.status !== 'Pending') throw conflict(errors.alreadyDecided);
      if (claim.membershipId === admin.id) {
        const rule = await this.approvalRule.read(organizationId, tx);
        if (rule && requiresAnotherAdmin(rule.requireSecondAdmin, rule.adminCount))
          throw forbidden(errors.ownNeedsAnotherAdmin);
      }
      const details = { startDate: claim.startDate, endDate: claim.endDate, days: claim.days };
      const people = { actor: admin.id, subject: claim.membershipId, targetId: claim.id, organizationId };
      if (!approve) {
        await this.repository.decide(id, 'Rejected', admin.id, claim.vacationRequestId, tx);
        await this.audit.record({ ...people, kind: AuditKind.SickVacationReturnRejected, details }, tx);
        return (await this.repository.find(id, tx))!;
      }
      const ferie = await this.repository.lockFerieHolding(claim.membershipId, claim, tx);
      if (!ferie) throw conflict(errors.ferieChanged);
      await this.payrollLock.refuseLocked(organizationId, claim, tx);
      const left = ferieAfterReturn(ferie, claim);
      await this.repository.cutFerie(ferie.id, left, tx);
      // The days now (the claim's count stays what the person asked for; the pattern is the ferie's).
      const days = returnedFerieDays(ferie, claim);
      await this.repository.decide(id, 'Approved', admin.id, left.length > 0 ? ferie.id : null, tx);
      await this.audit.record(
        { ...people, kind: AuditKind.SickVacationReturned, details: { ...details, days } },
        tx,
      );
      return (await this.repository.find(id, tx))!;
    });
  }
}

const candidate = (
  ferie: ClaimedRequest,
  sickRequestId: string,
  days: { startDate: string; endDate: string },
  count: number,
): VacationReturnCandidate => ({
  vacationRequestId: ferie.id,
  sickRequestId,
  ...days,
  days: count,
  ferieStartDate: ferie.startDate,
  ferieEndDate: ferie.endDate,
});
