import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { ApprovalSettings } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import { requiresAnotherAdmin } from '@ferieplan/vacation-rules';
import { ApprovalRuleRepository, type ApprovalRuleRow } from '../../access/approval-rule.repository.js';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { notFound } from '../../common/domain-error.js';
import { runInTransaction } from '../../database/transaction.js';
import type { UpdateApprovalSettingsDto } from './approval-settings.dto.js';

const toSettings = (organizationId: string, row: ApprovalRuleRow): ApprovalSettings => ({
  organizationId,
  requireSecondAdmin: row.requireSecondAdmin,
  effective: requiresAnotherAdmin(row.requireSecondAdmin, row.adminCount),
  adminCount: row.adminCount,
});

/** The admins' choice of who decides an admin's own request (Innstillinger). */
@Injectable()
export class ApprovalSettingsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly rules: ApprovalRuleRepository,
  ) {}

  async get(uid: string, organizationId: string): Promise<ApprovalSettings> {
    await this.access.requireAdmin(uid, organizationId);
    const row = await this.rules.read(organizationId);
    if (!row) throw notFound(server.organizationNotFound);
    return toSettings(organizationId, row);
  }

  /** Under the organisation lock, like every other organisation rule (the decision reads it under the same lock). */
  update(uid: string, organizationId: string, body: UpdateApprovalSettingsDto): Promise<ApprovalSettings> {
    return runInTransaction(this.pool, async (tx) => {
      await this.access.requireAdmin(uid, organizationId, tx);
      if (!(await this.access.lockOrganization(organizationId, tx)))
        throw notFound(server.organizationNotFound);
      await this.rules.save(organizationId, body.requireSecondAdmin, tx);
      return toSettings(organizationId, (await this.rules.read(organizationId, tx))!);
    });
  }
}
