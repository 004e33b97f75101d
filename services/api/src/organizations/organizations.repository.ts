import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { OrganizationRow } from './organization.js';

const COLUMNS = 'o.id, o.name, o.orgnr, o.plan';

/** Table organization. */
@Injectable()
export class OrganizationsRepository extends SqlRepository {
  /** Organisations where the person is a member with (or without) admin rights, by name. */
  listForPerson(uid: string, isAdmin: boolean): Promise<OrganizationRow[]> {
    return this.rows(
      `SELECT ${COLUMNS} FROM organization o JOIN membership m ON m.organization_id = o.id
       WHERE m.user_uid = $1 AND m.is_admin = $2 ORDER BY o.name`,
      [uid, isAdmin],
    );
  }

  findById(id: string, tx?: Transaction): Promise<OrganizationRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM organization o WHERE o.id = $1`, [id], tx);
  }

  async insert(
    organization: { name: string; orgnr: string | null },
    tx: Transaction,
  ): Promise<OrganizationRow> {
    const { rows } = await this.write<OrganizationRow>(
      `INSERT INTO organization AS o (name, orgnr, plan) VALUES ($1, $2, 'Starter') RETURNING ${COLUMNS}`,
      [organization.name, organization.orgnr],
      tx,
    );
    return rows[0];
  }

  async rename(id: string, name: string, tx: Transaction): Promise<void> {
    await this.write('UPDATE organization SET name = $2 WHERE id = $1', [id, name], tx);
  }
}
