import { Injectable } from '@nestjs/common';
import { serverPayroll } from '@ferieplan/texts';
import { conflict } from '../common/domain-error.js';
import { isUniqueViolation } from '../common/pg-errors.js';
import { gatedPageOf, type GatedRow, type Page } from '../common/pagination.js';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { ListedMember } from './employee.mapper.js';
import {
  employeeListSql,
  employeePageSql,
  memberSortKey,
  type EmployeeListFilter,
} from './employee-list.sql.js';
import { MEMBERSHIP_COLUMNS as COLUMNS, type Membership, type NewMembership } from './membership.js';

/** Table membership: people's memberships (employees) of organisations. */
@Injectable()
export class UsersRepository extends SqlRepository {
  findById(id: string, tx?: Transaction): Promise<Membership | null> {
    return this.one(`SELECT ${COLUMNS} FROM membership m WHERE m.id = $1`, [id], tx);
  }

  /** The employee list without `limit`: every member (after `filter.after`) with their day counts. */
  listWithDays(organizationId: string, filter: Omit<EmployeeListFilter, 'limit'>): Promise<ListedMember[]> {
    const { sql, params } = employeeListSql(organizationId, filter);
    return this.rows<ListedMember>(sql, params);
  }

  /**
   * One page of the employee list (with day counts) and the filtered total, read in one statement with
   * the caller's membership, so the caller is decided on in the same round trip; `callerIsAdmin` is
   * null for a non-member, and the page is empty unless it is true. `organizationId` must be a uuid.
   */
  async pageWithDays(
    organizationId: string,
    filter: EmployeeListFilter & { limit: number },
    callerUid: string,
  ): Promise<Page<ListedMember> & { callerIsAdmin: boolean | null }> {
    const { sql, params } = employeePageSql(organizationId, filter, callerUid);
    // Prepared: 4 shapes of text (team filter, cursor); the generic plan is as good (issue 14).
    const rows = await this.preparedRows<GatedRow<ListedMember & { createdAtKey: string }>>(sql, params);
    return gatedPageOf(rows, filter.limit, memberSortKey);
  }

  async existsWithEmail(organizationId: string, email: string, tx?: Transaction): Promise<boolean> {
    const row = await this.one(
      'SELECT 1 FROM membership WHERE organization_id = $1 AND lower(email) = lower($2)',
      [organizationId, email],
      tx,
    );
    return row !== null;
  }

  async countAdmins(organizationId: string, tx?: Transaction): Promise<number> {
    const row = await this.one<{ admins: number }>(
      'SELECT count(*)::int AS admins FROM membership WHERE organization_id = $1 AND is_admin',
      [organizationId],
      tx,
    );
    return row?.admins ?? 0;
  }

  async insert(membership: NewMembership, tx: Transaction): Promise<Membership> {
    const { rows } = await this.write<Membership>(
      `INSERT INTO membership AS m (organization_id, user_uid, name, email, is_admin) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [membership.organizationId, membership.uid, membership.name, membership.email, membership.isAdmin],
      tx,
    );
    return rows[0];
  }

  async update(
    id: string,
    fields: Pick<Membership, 'name' | 'yearlyDays' | 'isAdmin' | 'birthYear' | 'employeeNumber'>,
    tx: Transaction,
  ): Promise<void> {
    try {
      await this.write(
        'UPDATE membership SET name = $2, yearly_days = $3, is_admin = $4, birth_year = $5, employee_number = $6 WHERE id = $1',
        [id, fields.name, fields.yearlyDays, fields.isAdmin, fields.birthYear, fields.employeeNumber],
        tx,
      );
    } catch (error) {
      // Two admins giving two members the same number at once: the unique index decides.
      if (isUniqueViolation(error, 'ux_membership_employee_number'))
        throw conflict(serverPayroll.employeeNumberTaken(fields.employeeNumber ?? ''));
      throw error;
    }
  }

  async setAdmin(id: string, isAdmin: boolean, tx: Transaction): Promise<void> {
    await this.write('UPDATE membership SET is_admin = $2 WHERE id = $1', [id, isAdmin], tx);
  }

  async delete(id: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM membership WHERE id = $1', [id], tx);
  }
}
