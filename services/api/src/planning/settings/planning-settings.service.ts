import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { PlanningSettings } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import { hasAdvancedPlanning } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { notFound } from '../../common/domain-error.js';
import { requireAdvancedPlanning, type OrganizationPlanning } from '../plan-gate.js';
import { PlanningRepository } from '../planning.repository.js';
import type { UpdatePlanningSettingsDto } from './update-planning-settings.dto.js';
import { runInTransaction } from '../../database/transaction.js';

const toSettings = (org: OrganizationPlanning): PlanningSettings => ({
  organizationId: org.id,
  transferLimit: org.transferLimit,
  summerRequestDeadline: org.summerRequestDeadline,
  advancedPlanning: hasAdvancedPlanning(org.plan),
});

@Injectable()
export class PlanningSettingsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly planning: PlanningRepository,
  ) {}

  /** Any member reads them: the employee dashboard shows the summer deadline. */
  async get(uid: string, organizationId: string): Promise<PlanningSettings> {
    await this.access.requireMember(uid, organizationId);
    const org = await this.planning.organization(organizationId);
    if (!org) throw notFound(server.organizationNotFound);
    return toSettings(org);
  }

  /** Admins: the transfer limit on every plan; a summer deadline only on Pro (removing it is always allowed). */
  async update(
    uid: string,
    organizationId: string,
    body: UpdatePlanningSettingsDto,
  ): Promise<PlanningSettings> {
    return runInTransaction(this.pool, async (tx) => {
      await this.access.requireAdmin(uid, organizationId, tx);
      const org = await this.planning.lockOrganization(organizationId, tx);
      if (!org) throw notFound(server.organizationNotFound);
      if (typeof body.summerRequestDeadline === 'string') requireAdvancedPlanning(org);
      await this.planning.updateSettings(
        organizationId,
        body.transferLimit ?? null,
        { set: body.summerRequestDeadline !== undefined, value: body.summerRequestDeadline ?? null },
        tx,
      );
      return toSettings((await this.planning.organization(organizationId, tx))!);
    });
  }
}
