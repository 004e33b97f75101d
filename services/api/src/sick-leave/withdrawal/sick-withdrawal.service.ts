import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind } from '@ferieplan/contracts';
import { sickWithdrawalErrors as errors } from '@ferieplan/texts';
import { isSickKind } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { AuditLog } from '../../audit/audit-log.js';
import { requestEntry } from '../../audit/audit-record.js';
import { conflict, notFound } from '../../common/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import { runInTransaction } from '../../database/transaction.js';
import { PayrollLockService } from '../../payroll/payroll-lock.service.js';
import { asLoad } from '../../vacation-requests/stored-load.js';
import { SickWithdrawalRepository } from './sick-withdrawal.repository.js';

/**
 * Withdraws a sick absence registered by mistake (issue 25): registered at once, it never was pending, so
 * the ordinary withdrawal (pending requests only) does not reach it. The person may within 24 hours; an
 * admin of the organisation any time (to correct, they register anew). Refused once ferie days were given
 * back on it (syk i ferien), or inside a period exported to payroll. Audited as `request.withdrawn` (the
 * log is the admins'; webhooks never carry sick kinds). Anyone else: 404, as if it did not exist.
 */
@Injectable()
export class SickWithdrawalService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly repository: SickWithdrawalRepository,
    private readonly audit: AuditLog,
    private readonly payrollLock: PayrollLockService,
  ) {}

  async withdraw(uid: string, organizationId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(errors.notFound);
    await runInTransaction(this.pool, async (tx) => {
      const caller = await this.access.requireMember(uid, organizationId, tx);
      const row = await this.repository.find(organizationId, id, tx);
      const own = row?.membershipId === caller.id;
      if (!row || !isSickKind(row.kind) || (!own && !caller.isAdmin)) throw notFound(errors.notFound);
      if (!caller.isAdmin && !row.recent) throw conflict(errors.tooLate);
      await this.access.lockMembership(row.membershipId, tx);
      if (await this.repository.daysReturned(id, tx)) throw conflict(errors.daysReturned);
      await this.payrollLock.refuseLocked(organizationId, row, tx);
      await this.repository.delete(id, tx);
      await this.audit.record(
        requestEntry(
          AuditKind.RequestWithdrawn,
          { actor: caller.id, owner: row.membershipId },
          { ...asLoad(row), id, organizationId },
        ),
        tx,
      );
    });
  }
}
