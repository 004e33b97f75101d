import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AbsenceKind, type SickChildOverview, type SickChildStatus } from '@ferieplan/contracts';
import { sickChildErrors } from '@ferieplan/texts';
import {
  sickChildDaysPerYear,
  sickChildDaysUsed,
  sickChildOverrun,
  yearsOf,
  type Period,
  type SickChildDeclaration,
} from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { invalidInput } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { recordSickReads } from '../sick-privacy/sick-reads.js';
import { SickChildRepository, type StoredDeclaration } from './sick-child.repository.js';

const declared = (stored: StoredDeclaration | null): SickChildDeclaration => ({
  childrenUnder12: stored?.childrenUnder12 ?? 0,
  soleCare: stored?.soleCare ?? false,
});

/**
 * Sykt barn (issue 25): the person's declaration in their profile, what is left of the year's days, the
 * admin's overview (each person with days used is an audited read) and the check of a new request.
 */
@Injectable()
export class SickChildService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly repository: SickChildRepository,
    private readonly audit: AuditLog,
  ) {}

  async mine(uid: string, organizationId: string, year = new Date().getFullYear()): Promise<SickChildStatus> {
    const member = await this.access.requireMember(uid, organizationId);
    const stored = await this.repository.declaration(member.id);
    const allowedDays = sickChildDaysPerYear(declared(stored));
    const usedDays = sickChildDaysUsed(await this.repository.periods(member.id, year, year), year);
    return {
      organizationId,
      userId: member.id,
      childrenUnder12: stored?.childrenUnder12 ?? null,
      soleCare: stored?.soleCare ?? false,
      year,
      allowedDays,
      usedDays,
      leftDays: Math.max(0, allowedDays - usedDays),
    };
  }

  async declare(
    uid: string,
    organizationId: string,
    declaration: SickChildDeclaration,
  ): Promise<SickChildStatus> {
    await runInTransaction(this.pool, async (tx) => {
      const member = await this.access.requireMember(uid, organizationId, tx);
      await this.repository.declare(member.id, declaration, tx);
    });
    return this.mine(uid, organizationId);
  }

  /** Admins: every member's declaration and days used; each person with days is an audited read. */
  async overview(
    uid: string,
    organizationId: string,
    year = new Date().getFullYear(),
  ): Promise<SickChildOverview> {
    const rows = await runInTransaction(this.pool, async (tx) => {
      const admin = await this.access.requireAdmin(uid, organizationId, tx);
      const found = await this.repository.members(organizationId, year, tx);
      const records = found.flatMap((row) =>
        row.periods.map(() => ({ userId: row.userId, kind: AbsenceKind.SyktBarn })),
      );
      await recordSickReads(this.audit, admin, records, { via: 'list', year }, tx);
      return found;
    });
    return {
      organizationId,
      year,
      members: rows.map(({ periods, ...row }) => ({
        ...row,
        allowedDays: sickChildDaysPerYear(declared(row)),
        usedDays: sickChildDaysUsed(periods, year),
      })),
    };
  }

  /**
   * Refuses a Sykt barn request past the year's days (or without children declared). Runs after the
   * member row is locked (vacation-requests create), so two requests for the last day cannot both pass.
   */
  async holds(membershipId: string, candidate: Period, tx: Transaction): Promise<void> {
    const declaration = declared(await this.repository.declaration(membershipId, tx));
    if (declaration.childrenUnder12 < 1)
      throw invalidInput(sickChildErrors.noChildren, { kind: [sickChildErrors.noChildren] });
    const years = yearsOf(candidate);
    const taken = await this.repository.periods(membershipId, years[0], years[years.length - 1], tx);
    const overrun = sickChildOverrun(declaration, taken, candidate);
    if (overrun) {
      const message = sickChildErrors.overLimit(overrun.year, overrun.allowed, overrun.left);
      throw invalidInput(message, { endDate: [message] });
    }
  }
}
