import { Injectable } from '@nestjs/common';
import { SqlRepository, type Queryable } from '../database/sql.js';
import { MEMBERSHIP_COLUMNS as COLUMNS, type Membership, type NewMembership } from './membership.js';

/** Table membership: people's memberships (employees) of organisations. */
@Injectable()
export class UsersRepository extends SqlRepository {
  findById(id: string, tx?: Queryable): Promise<Membership | null> {
    return this.one(`SELECT ${COLUMNS} FROM membership WHERE id = $1`, [id], tx);
  }

  listByOrganization(organizationId: string): Promise<Membership[]> {
    return this.rows(`SELECT ${COLUMNS} FROM membership WHERE organization_id = $1 ORDER BY name, created_at`, [organizationId]);
  }

  async existsWithEmail(organizationId: string, email: string, tx?: Queryable): Promise<boolean> {
    const row = await this.one('SELECT 1 FROM membership WHERE organization_id = $1 AND lower(email) = lower($2)', [organizationId, email], tx);
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

  async update(id: string, fields: Pick<Membership, 'name' | 'yearlyDays' | 'isAdmin' | 'birthYear'>, tx?: Queryable): Promise<void> {
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
