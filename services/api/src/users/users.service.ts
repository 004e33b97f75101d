import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Employee } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { DataSource, type EntityManager } from 'typeorm';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { badRequest, conflict, notFound } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import type { UpdateEmployeeDto } from './dto/update-employee.dto.js';
import { toEmployee } from './employee.mapper.js';
import { Membership } from './membership.entity.js';
import { balanceYears, type ApprovedPeriod } from './yearly-balance.js';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrganizationAccessService,
  ) {}

  /** Approved requests overlapping the balance years, for one member or the whole organisation. */
  private async approvedPeriods(
    manager: EntityManager,
    organizationId: string,
    years: number[],
    membershipId?: string,
  ): Promise<ApprovedPeriod[]> {
    const from = `${years[0]}-01-01`;
    const to = `${years[years.length - 1]}-12-31`;
    const rows: { membership_id: string; start_date: string; end_date: string }[] = await manager.query(
      `SELECT membership_id, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
         FROM vacation_request
        WHERE organization_id = $1 AND lower(status) = 'approved' AND end_date >= $2 AND start_date <= $3
          AND ($4::uuid IS NULL OR membership_id = $4::uuid)`,
      [organizationId, from, to, membershipId ?? null],
    );
    return rows.map((r) => ({ membershipId: r.membership_id, startDate: r.start_date, endDate: r.end_date }));
  }

  private async employee(manager: EntityManager, membership: Membership): Promise<Employee> {
    const years = balanceYears();
    const periods = await this.approvedPeriods(manager, membership.organizationId, years, membership.id);
    return toEmployee(membership, periods, years);
  }

  async listForOrganization(uid: string, organizationId: string): Promise<Employee[]> {
    await this.access.requireAdmin(uid, organizationId);
    const manager = this.dataSource.manager;
    const members = await manager.find(Membership, { where: { organizationId }, order: { name: 'ASC', createdAt: 'ASC' } });
    const years = balanceYears();
    const periods = await this.approvedPeriods(manager, organizationId, years);
    return members.map((m) => toEmployee(m, periods, years));
  }

  async me(uid: string, organizationId: string): Promise<Employee> {
    const membership = await this.access.requireMember(uid, organizationId);
    return this.employee(this.dataSource.manager, membership);
  }

  /**
   * Loads the target membership with its organisation row locked, and checks that the caller
   * administers that organisation (404 for unknown ids and outsiders, 403 for members).
   */
  private async lockTarget(manager: EntityManager, uid: string, membershipId: string): Promise<Membership> {
    if (!isUuid(membershipId)) throw notFound(serverCore.employeeNotFound);
    const target = await manager.findOne(Membership, { where: { id: membershipId } });
    if (!target) throw notFound(serverCore.employeeNotFound);
    // Serialises admin changes per organisation (two parallel demotions cannot remove both admins);
    // the caller's admin right is checked after taking the lock, so it cannot be stale.
    await manager.query('SELECT id FROM organization WHERE id = $1 FOR UPDATE', [target.organizationId]);
    await this.access.requireAdmin(uid, target.organizationId, manager);
    const locked = await manager.findOne(Membership, { where: { id: membershipId } });
    if (!locked) throw notFound(serverCore.employeeNotFound);
    return locked;
  }

  private async assertAnotherAdmin(manager: EntityManager, target: Membership): Promise<void> {
    if (!target.isAdmin) return;
    const admins = await manager.count(Membership, { where: { organizationId: target.organizationId, isAdmin: true } });
    if (admins <= 1) throw conflict(serverCore.lastAdmin);
  }

  async update(uid: string, membershipId: string, body: UpdateEmployeeDto): Promise<Employee> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.lockTarget(manager, uid, membershipId);
      if (body.email !== undefined && body.email.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw badRequest(serverCore.emailReadOnly, { email: [serverCore.emailReadOnly] });
      }
      if (body.isAdmin === false) await this.assertAnotherAdmin(manager, target);
      target.name = body.name;
      if (body.yearlyDays !== undefined && body.yearlyDays !== null) target.yearlyDays = body.yearlyDays;
      if (typeof body.isAdmin === 'boolean') target.isAdmin = body.isAdmin;
      await manager.update(
        Membership,
        { id: target.id },
        { name: target.name, yearlyDays: target.yearlyDays, isAdmin: target.isAdmin },
      );
      return this.employee(manager, target);
    });
  }

  async setAdmin(uid: string, membershipId: string, isAdmin: boolean): Promise<Employee> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.lockTarget(manager, uid, membershipId);
      if (!isAdmin) await this.assertAnotherAdmin(manager, target);
      target.isAdmin = isAdmin;
      await manager.update(Membership, { id: target.id }, { isAdmin });
      return this.employee(manager, target);
    });
  }

  async remove(uid: string, membershipId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const target = await this.lockTarget(manager, uid, membershipId);
      await this.assertAnotherAdmin(manager, target);
      await manager.delete(Membership, { id: target.id });
    });
  }
}
