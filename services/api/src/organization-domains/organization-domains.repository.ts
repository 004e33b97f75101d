import { Injectable } from '@nestjs/common';
import type { JoinableOrganization } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

export interface DomainRow {
  id: string;
  organizationId: string;
  domain: string;
  token: string;
  verifiedAt: Date | null;
  joinEnabled: boolean;
}

const COLUMNS = `d.id, d.organization_id AS "organizationId", d.domain, d.token, d.verified_at AS "verifiedAt",
  d.join_enabled AS "joinEnabled"`;

/** Table organization_domain. */
@Injectable()
export class OrganizationDomainsRepository extends SqlRepository {
  list(organizationId: string): Promise<DomainRow[]> {
    return this.rows(
      `SELECT ${COLUMNS} FROM organization_domain d WHERE d.organization_id = $1 ORDER BY d.domain`,
      [organizationId],
    );
  }

  findById(id: string, tx?: Transaction): Promise<DomainRow | null> {
    return this.one(`SELECT ${COLUMNS} FROM organization_domain d WHERE d.id = $1`, [id], tx);
  }

  async count(organizationId: string, tx: Transaction): Promise<number> {
    const row = await this.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM organization_domain WHERE organization_id = $1',
      [organizationId],
      tx,
    );
    return row?.n ?? 0;
  }

  /** Whether another organisation holds the domain verified. */
  async verifiedElsewhere(domain: string, organizationId: string, tx: Transaction): Promise<boolean> {
    const row = await this.one(
      'SELECT 1 FROM organization_domain WHERE domain = $1 AND verified_at IS NOT NULL AND organization_id <> $2',
      [domain, organizationId],
      tx,
    );
    return row !== null;
  }

  async insert(organizationId: string, domain: string, token: string, tx: Transaction): Promise<DomainRow> {
    const { rows } = await this.write<DomainRow>(
      `INSERT INTO organization_domain AS d (organization_id, domain, token) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [organizationId, domain, token],
      tx,
    );
    return rows[0];
  }

  async markVerified(id: string, tx: Transaction): Promise<DomainRow> {
    const { rows } = await this.write<DomainRow>(
      `UPDATE organization_domain AS d SET verified_at = now() WHERE d.id = $1 RETURNING ${COLUMNS}`,
      [id],
      tx,
    );
    return rows[0];
  }

  async setJoinEnabled(id: string, joinEnabled: boolean, tx: Transaction): Promise<DomainRow> {
    const { rows } = await this.write<DomainRow>(
      `UPDATE organization_domain AS d SET join_enabled = $2 WHERE d.id = $1 RETURNING ${COLUMNS}`,
      [id, joinEnabled],
      tx,
    );
    return rows[0];
  }

  async remove(id: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM organization_domain WHERE id = $1', [id], tx);
  }

  /** Organisations open to the domain (verified, join on) that the person is not a member of. */
  joinableFor(
    domain: string,
    uid: string,
    organizationId?: string,
    tx?: Transaction,
  ): Promise<JoinableOrganization[]> {
    return this.rows(
      `SELECT o.id AS "organizationId", o.name AS "organizationName", d.domain
         FROM organization_domain d JOIN organization o ON o.id = d.organization_id
        WHERE d.domain = $1 AND d.verified_at IS NOT NULL AND d.join_enabled
          AND ($3::uuid IS NULL OR o.id = $3::uuid)
          AND NOT EXISTS (SELECT 1 FROM membership m WHERE m.organization_id = o.id AND m.user_uid = $2)
        ORDER BY o.name`,
      [domain, uid, organizationId ?? null],
      tx,
    );
  }

  /**
   * Members plus unexpired pending invitations: the Starter seats in use (as for invitations), not
   * counting an invitation to the joining person's own address (the seat held for them).
   */
  async seatsUsed(organizationId: string, joinerEmail: string, tx: Transaction): Promise<number> {
    const row = await this.one<{ used: number }>(
      `SELECT ((SELECT count(*) FROM membership WHERE organization_id = $1)
             + (SELECT count(*) FROM invitation
                 WHERE organization_id = $1 AND status = 'Pending' AND expires_at > now()
                   AND lower(email) <> lower($2)))::int AS used`,
      [organizationId, joinerEmail],
      tx,
    );
    return row?.used ?? 0;
  }

  /** The joining person's pending invitation is used up by the join (it no longer holds a seat). */
  async acceptInvitationsTo(organizationId: string, email: string, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE invitation SET status = 'Accepted', accepted_at = now()
        WHERE organization_id = $1 AND lower(email) = lower($2) AND status = 'Pending'`,
      [organizationId, email],
      tx,
    );
  }
}
