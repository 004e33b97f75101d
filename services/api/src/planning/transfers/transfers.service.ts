import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { MemberTransfer, TransferOverview } from '@ferieplan/contracts';
import { server, serverCore, serverPlanning } from '@ferieplan/texts';
import { transferableDays, transferProblem, transferYears, unusedDays } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../../access/organization-access.service.js';
import { conflict, invalidInput, notFound } from '../../common/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import type { Membership } from '../../users/membership.js';
import { BalancesRepository } from '../balances/balances.repository.js';
import { BalancesService } from '../balances/balances.service.js';
import type { MemberBalances } from '../balances/yearly-balances.js';
import { PlanningRepository } from '../planning.repository.js';
import { runInTransaction } from '../../database/transaction.js';

/**
 * Transfers of unused days from last year into this year (ferieloven § 7 (3)), on every plan. The
 * current year is the server's: from 1 January the previous year is closed and can be transferred.
 */
@Injectable()
export class TransfersService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly planning: PlanningRepository,
    private readonly members: BalancesRepository,
    private readonly balances: BalancesService,
  ) {}

  async overview(uid: string, organizationId: string, now = new Date()): Promise<TransferOverview> {
    await this.access.requireAdmin(uid, organizationId);
    const org = await this.planning.organization(organizationId);
    if (!org) throw notFound(server.organizationNotFound);
    const { fromYear, toYear } = transferYears(now.getFullYear());
    const members = await this.members.members(organizationId);
    const balances = await this.balances.forOrganization(organizationId, [fromYear]);
    return {
      fromYear,
      toYear,
      limit: org.transferLimit,
      members: members.map((m) => this.row(m, balances, fromYear, org.transferLimit)),
    };
  }

  /**
   * Sets how many days move from last year (0 removes the transfer). Runs under the organisation row
   * lock, so it cannot interleave with another transfer or an approval that changes last year's use.
   */
  async set(uid: string, membershipId: string, days: number, now = new Date()): Promise<MemberTransfer> {
    if (!isUuid(membershipId)) throw notFound(serverCore.employeeNotFound);
    return runInTransaction(this.pool, async (tx) => {
      const member = await this.members.member(membershipId, tx);
      if (!member) throw notFound(serverCore.employeeNotFound);
      await this.access.requireAdmin(uid, member.organizationId, tx);
      const org = await this.planning.lockOrganization(member.organizationId, tx);
      if (!org) throw notFound(server.organizationNotFound);
      const { fromYear } = transferYears(now.getFullYear());
      const before = await this.balances.forOrganization(org.id, [fromYear], member.id, tx);
      const unused = unusedDays(before.year(member, fromYear));
      const problem = transferProblem(days, unused, org.transferLimit);
      if (problem === 'aboveLimit') throw invalidInput(serverPlanning.transferAboveLimit(org.transferLimit));
      if (problem === 'aboveUnused') throw conflict(serverPlanning.transferAboveUnused(unused, fromYear));
      if (problem) throw invalidInput(serverPlanning.transferDaysInvalid);
      await this.members.setTransfer(member, fromYear, days, uid, tx);
      const after = await this.balances.forOrganization(org.id, [fromYear], member.id, tx);
      return this.row(member, after, fromYear, org.transferLimit);
    });
  }

  private row(member: Membership, balances: MemberBalances, fromYear: number, limit: number): MemberTransfer {
    const unused = unusedDays(balances.year(member, fromYear));
    return {
      userId: member.id,
      name: member.name,
      email: member.email,
      unusedDays: unused,
      transferableDays: transferableDays(unused, limit),
      transferredDays: balances.transferred(member.id, fromYear),
    };
  }
}
