import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind, type Employee } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import type { UpdateEmployeeDto } from './dto/update-employee.dto.js';
import { toEmployee, toListedEmployee } from './employee.mapper.js';
import type { Membership } from './membership.js';
import { UsersRepository } from './users.repository.js';
import { BalancesService } from '../planning/balances/balances.service.js';
import { balanceYears } from '../planning/balances/yearly-balances.js';
import { runInTransaction } from '../database/transaction.js';
import { decodeCursor, type Page } from '../common/pagination.js';
import type { EmployeesQuery } from './dto/employees.query.js';
import { isMemberSortKey } from './employee-list.sql.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly users: UsersRepository,
    private readonly audit: AuditLog,
    private readonly balances: BalancesService,
  ) {}

  /** The member's Employee with balances for last, this and next year. */
  private async employee(membership: Membership, tx?: Transaction): Promise<Employee> {
    const years = balanceYears();
    return toEmployee(
      membership,
      await this.balances.forOrganization(membership.organizationId, years, membership.id, tx),
      years,
    );
  }

  /**
   * The employee list (admins): every member, or a page of them with `limit` (and `cursor`); days counted
   * in SQL. A page (the Employees tab) reads the caller's admin right in its own statement, one round trip.
   */
  async listForOrganization(
    uid: string,
    organizationId: string,
    query: EmployeesQuery,
  ): Promise<Page<Employee>> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isMemberSortKey);
    const years = balanceYears();
    if (query.limit === undefined || !isUuid(organizationId)) {
      await this.access.requireAdmin(uid, organizationId);
      const members = await this.users.listWithDays(organizationId, { years, teamId: query.teamId, after });
      return {
        rows: members.map((member) => toListedEmployee(member, years)),
        total: members.length,
        next: null,
      };
    }
    const page = await this.users.pageWithDays(
      organizationId,
      { years, teamId: query.teamId, after, limit: query.limit },
      uid,
    );
    this.access.admitAdmin(page.callerIsAdmin);
    return {
      rows: page.rows.map((member) => toListedEmployee(member, years)),
      total: page.total,
      next: page.next,
    };
  }

  async me(uid: string, organizationId: string): Promise<Employee> {
    const membership = await this.access.requireMember(uid, organizationId);
    return this.employee(membership);
  }

  /**
   * Loads the target membership with its organisation row locked, and checks that the caller
   * administers that organisation (not found for unknown ids and outsiders, forbidden for members).
   */
  private async lockTarget(
    uid: string,
    membershipId: string,
    tx: Transaction,
  ): Promise<{ admin: Membership; target: Membership }> {
    if (!isUuid(membershipId)) throw notFound(serverCore.employeeNotFound);
    const target = await this.users.findById(membershipId, tx);
    if (!target) throw notFound(serverCore.employeeNotFound);
    // Serialises admin changes per organisation (two parallel demotions cannot remove both admins);
    // the caller's admin right is checked after taking the lock, so it cannot be stale.
    await this.access.lockOrganization(target.organizationId, tx);
    const admin = await this.access.requireAdmin(uid, target.organizationId, tx);
    const locked = await this.users.findById(membershipId, tx);
    if (!locked) throw notFound(serverCore.employeeNotFound);
    return { admin, target: locked };
  }

  private async assertAnotherAdmin(target: Membership, tx: Transaction): Promise<void> {
    if (!target.isAdmin) return;
    if ((await this.users.countAdmins(target.organizationId, tx)) <= 1) throw conflict(serverCore.lastAdmin);
  }

  async update(uid: string, membershipId: string, body: UpdateEmployeeDto): Promise<Employee> {
    return runInTransaction(this.pool, async (tx) => {
      const { admin, target } = await this.lockTarget(uid, membershipId, tx);
      if (body.email !== undefined && body.email.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw invalidInput(serverCore.emailReadOnly, { email: [serverCore.emailReadOnly] });
      }
      if (body.isAdmin === false) await this.assertAnotherAdmin(target, tx);
      const updated: Membership = {
        ...target,
        name: body.name,
        yearlyDays: body.yearlyDays ?? target.yearlyDays,
        isAdmin: typeof body.isAdmin === 'boolean' ? body.isAdmin : target.isAdmin,
        birthYear: body.birthYear !== undefined ? body.birthYear : target.birthYear,
        employeeNumber: body.employeeNumber !== undefined ? body.employeeNumber : target.employeeNumber,
      };
      await this.users.update(updated.id, updated, tx);
      await this.audit.employeeEdited(admin.id, target, updated, tx);
      return this.employee(updated, tx);
    });
  }

  async setAdmin(uid: string, membershipId: string, isAdmin: boolean): Promise<Employee> {
    return runInTransaction(this.pool, async (tx) => {
      const { admin, target } = await this.lockTarget(uid, membershipId, tx);
      if (!isAdmin) await this.assertAnotherAdmin(target, tx);
      await this.users.setAdmin(target.id, isAdmin, tx);
      await this.audit.employeeEdited(admin.id, target, { ...target, isAdmin }, tx);
      return this.employee({ ...target, isAdmin }, tx);
    });
  }

  async remove(uid: string, membershipId: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      const { admin, target } = await this.lockTarget(uid, membershipId, tx);
      await this.assertAnotherAdmin(target, tx);
      await this.audit.record(
        {
          organizationId: target.organizationId,
          kind: AuditKind.EmployeeRemoved,
          actor: admin.id,
          subject: target.id,
          targetId: target.id,
          details: {},
        },
        tx,
      );
      await this.users.delete(target.id, tx);
    });
  }
}
