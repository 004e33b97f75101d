import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  type AuditEmployeeChange,
  type Employee,
  type EmploymentSettings,
  type Leaver,
} from '@ferieplan/contracts';
import { server, serverCore, serverEmployment } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { BalancesService } from '../planning/balances/balances.service.js';
import { balanceYears } from '../planning/balances/yearly-balances.js';
import { toEmployee } from '../users/employee.mapper.js';
import type { Membership } from '../users/membership.js';
import { UsersRepository } from '../users/users.repository.js';
import type { UpdateEmploymentDto } from './employment.dto.js';
import { EmploymentRepository } from './employment.repository.js';

/** The audit log's changes of an employment edit (dates as before → after; a pattern as set). */
function employmentChanges(before: Membership, body: UpdateEmploymentDto): AuditEmployeeChange[] {
  const changes: AuditEmployeeChange[] = [];
  for (const field of ['employedFrom', 'employedUntil'] as const) {
    const after = body[field];
    if (after !== undefined && after !== before[field]) changes.push({ field, before: before[field], after });
  }
  if (body.workPattern)
    changes.push({
      field: 'workPattern',
      validFrom: body.workPattern.validFrom,
      weekdays: body.workPattern.weekdays,
    });
  return changes;
}

/**
 * Issue 26: employment dates and work patterns (admins), 'Full ferie i tiltredelsesåret', and the
 * leavers of a year with their last year's days (the final settlement).
 */
@Injectable()
export class EmploymentService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly users: UsersRepository,
    private readonly employment: EmploymentRepository,
    private readonly balances: BalancesService,
    private readonly audit: AuditLog,
  ) {}

  private async employee(membershipId: string, tx: Transaction): Promise<Employee> {
    const member = (await this.users.findById(membershipId, tx))!;
    const years = balanceYears();
    return toEmployee(
      member,
      await this.balances.forOrganization(member.organizationId, years, member.id, tx),
      years,
    );
  }

  /**
   * Sets 'Ansatt fra' / 'Ansatt til' (null clears) and/or a work pattern from a date. The organisation
   * row is locked first (as other admin edits of members), so a request cannot be submitted between the
   * check that the employment still covers every absence and the write.
   */
  async update(uid: string, membershipId: string, body: UpdateEmploymentDto): Promise<Employee> {
    if (!isUuid(membershipId)) throw notFound(serverCore.employeeNotFound);
    return runInTransaction(this.pool, async (tx) => {
      const target = await this.users.findById(membershipId, tx);
      if (!target) throw notFound(serverCore.employeeNotFound);
      await this.access.lockOrganization(target.organizationId, tx);
      const admin = await this.access.requireAdmin(uid, target.organizationId, tx);
      const member = (await this.users.findById(membershipId, tx))!;
      if (body.employedFrom !== undefined || body.employedUntil !== undefined)
        await this.setDates(member, body, tx);
      if (body.workPattern) {
        const next = member.workPatterns.find((p) => p.validFrom > body.workPattern!.validFrom);
        await this.employment.setPattern(member.id, body.workPattern, next?.validFrom ?? null, tx);
      }
      const changes = employmentChanges(member, body);
      if (changes.length > 0)
        await this.audit.record(
          {
            organizationId: member.organizationId,
            kind: AuditKind.EmployeeUpdated,
            actor: admin.id,
            subject: member.id,
            targetId: member.id,
            subjectPreviousName: null,
            details: { changes },
          },
          tx,
        );
      return this.employee(member.id, tx);
    });
  }

  /**
   * The end not before the start; then writes the dates and checks that every pending or approved
   * absence lies inside the employment (employmentOf). A refusal rolls the write back.
   */
  private async setDates(member: Membership, body: UpdateEmploymentDto, tx: Transaction): Promise<void> {
    const dates = {
      employedFrom: body.employedFrom !== undefined ? body.employedFrom : member.employedFrom,
      employedUntil: body.employedUntil !== undefined ? body.employedUntil : member.employedUntil,
    };
    if (
      dates.employedFrom !== null &&
      dates.employedUntil !== null &&
      dates.employedUntil < dates.employedFrom
    )
      throw invalidInput(serverEmployment.endBeforeStart, {
        employedUntil: [serverEmployment.endBeforeStart],
      });
    await this.employment.setDates(member.id, dates, tx);
    if ((await this.employment.absencesOutside(member.id, tx)) > 0)
      throw conflict(serverEmployment.periodExcludesAbsences);
  }

  async settings(uid: string, organizationId: string): Promise<EmploymentSettings> {
    await this.access.requireMember(uid, organizationId);
    const full = await this.employment.fullFirstYear(organizationId);
    if (full === null) throw notFound(server.organizationNotFound);
    return { organizationId, fullFirstYearVacation: full };
  }

  async updateSettings(
    uid: string,
    organizationId: string,
    fullFirstYearVacation: boolean,
  ): Promise<EmploymentSettings> {
    return runInTransaction(this.pool, async (tx) => {
      await this.access.requireAdmin(uid, organizationId, tx);
      await this.access.lockOrganization(organizationId, tx);
      await this.employment.setFullFirstYear(organizationId, fullFirstYearVacation, tx);
      return { organizationId, fullFirstYearVacation };
    });
  }

  /** Members whose employment ends in `year`, with that year's entitlement, days taken and not taken. */
  async leavers(uid: string, organizationId: string, year: number): Promise<Leaver[]> {
    await this.access.requireAdmin(uid, organizationId);
    const members = await this.employment.leavers(organizationId, year);
    if (members.length === 0) return [];
    const balances = await this.balances.forOrganization(organizationId, [year]);
    return members.map((member) => {
      const balance = balances.year(member, year);
      return {
        userId: member.id,
        name: member.name,
        email: member.email,
        employedUntil: member.employedUntil!,
        totalDays: balance.totalDays,
        takenDays: balance.usedDays,
        notTakenDays: balance.remainingDays,
      };
    });
  }
}
