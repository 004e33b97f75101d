import { Injectable } from '@nestjs/common';
import { pageOf, type Page } from '../common/pagination.js';
import { SqlRepository, type Queryable } from '../database/sql.js';
import type { CountedDays } from '../planning/balances/yearly-balances.js';
import { employeeListSql, type EmployeeListFilter } from './employee-list.sql.js';
import { MEMBERSHIP_COLUMNS as COLUMNS, type Membership, type NewMembership } from './membership.js';

/** A member with the vacation days their requests take per year and status, and their transfers. */
type MemberWithDays = Membership & CountedDays;

/** Table membership: people's memberships (employees) of organisations. */
@Injectable()
export class UsersRepository extends SqlRepository {
  findById(id: string, tx?: Queryable): Promise<Membership | null> {
    return this.one(`SELECT ${COLUMNS} FROM membership WHERE id = $1`, [id], tx);
  }

  /** The employee list: every member, or one page (with `limit`) and the filtered total, with their day counts. */
  async listWithDays(organizationId: string, filter: EmployeeListFilter): Promise<Page<MemberWithDays>> {
    const { sql, params } = employeeListSql(organizationId, filter);
    if (filter.limit === undefined) {
      const rows = await this.rows<MemberWithDays>(sql, params);
      return { rows, total: rows.length, next: null };
    }
    const [keyed, totals] = await Promise.all([
      this.rows<MemberWithDays & { sortKey: string[] }>(sql, params),
      this.rows<{ total: number }>(
        'SELECT count(*)::int AS total FROM membership WHERE organization_id = $1 AND ($2::uuid IS NULL OR team_id = $2::uuid)',
        [organizationId, filter.teamId ?? null],
      ),
    ]);
    return pageOf(keyed, filter.limit, totals[0]?.total ?? 0);
  }

  async existsWithEmail(organizationId: string, email: string, tx?: Queryable): Promise<boolean> {
    const row = await this.one(
      'SELECT 1 FROM membership WHERE organization_id = $1 AND lower(email) = lower($2)',
      [organizationId, email],
      tx,
    );
    return row !== null;
  }

  async countAdmins(organizationId: string, tx?: Queryable): Promise<number> {
    const row = await this.one<{ admins: number }>(
      'SELECT count(*)::int AS admins FROM membership WHERE organization_id = $1 AND is_admin',
      [organizationId],
      tx,
    );
    return row?.admins ?? 0;
  }

  insert(membership: NewMembership, tx?: Queryable): Promise<Membership | null> {
    return this.one(
      `INSERT INTO membership (organization_id, user_uid, name, email, is_admin) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [membership.organizationId, membership.userUid, membership.name, membership.email, membership.isAdmin],
      tx,
    );
  }

  async update(
    id: string,
    fields: Pick<Membership, 'name' | 'yearlyDays' | 'isAdmin' | 'birthYear'>,
    tx?: Queryable,
  ): Promise<void> {
    await this.change(
      'UPDATE membership SET name = $2, yearly_days = $3, is_admin = $4, birth_year = $5 WHERE id = $1',
      [id, fields.name, fields.yearlyDays, fields.isAdmin, fields.birthYear],
      tx,
    );
  }

  async setAdmin(id: string, isAdmin: boolean, tx?: Queryable): Promise<void> {
    await this.change('UPDATE membership SET is_admin = $2 WHERE id = $1', [id, isAdmin], tx);
  }

  async delete(id: string, tx?: Queryable): Promise<void> {
    await this.change('DELETE FROM membership WHERE id = $1', [id], tx);
  }
}
