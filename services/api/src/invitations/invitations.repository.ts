import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';
import type { Invitation, NewInvitation } from './invitation.js';

const COLUMNS = `i.id, i.organization_id AS "organizationId", i.email, i.token_hash AS "tokenHash", i.is_admin AS "isAdmin",
  i.status, i.expires_at AS "expiresAt"`;

export type InvitationWithOrganization = Invitation & { organizationName: string };

/** Table invitation. */
@Injectable()
export class InvitationsRepository extends SqlRepository {
  /** Stored as Pending (expired ones included), oldest first. */
  listPending(organizationId: string): Promise<InvitationWithOrganization[]> {
    return this.rows(
      `SELECT ${COLUMNS}, o.name AS "organizationName" FROM invitation i JOIN organization o ON o.id = i.organization_id
       WHERE i.organization_id = $1 AND i.status = 'Pending' ORDER BY i.created_at`,
      [organizationId],
    );
  }

  /** Invitations to an e-mail address (case-insensitive), cancelled ones excluded, newest first. */
  listForEmail(email: string): Promise<InvitationWithOrganization[]> {
    return this.rows(
      `SELECT ${COLUMNS}, o.name AS "organizationName" FROM invitation i JOIN organization o ON o.id = i.organization_id
       WHERE lower(i.email) = lower($1) AND i.status <> 'Cancelled' ORDER BY i.created_at DESC`,
      [email],
    );
  }

  findById(id: string, tx?: Transaction): Promise<Invitation | null> {
    return this.one(`SELECT ${COLUMNS} FROM invitation i WHERE i.id = $1`, [id], tx);
  }

  /** Locks the invitation row for the rest of the transaction. */
  lockById(id: string, tx: Transaction): Promise<Invitation | null> {
    return this.one(`SELECT ${COLUMNS} FROM invitation i WHERE i.id = $1 FOR UPDATE`, [id], tx);
  }

  findByTokenHash(tokenHash: string): Promise<InvitationWithOrganization | null> {
    return this.one(
      `SELECT ${COLUMNS}, o.name AS "organizationName" FROM invitation i JOIN organization o ON o.id = i.organization_id
       WHERE i.token_hash = $1`,
      [tokenHash],
    );
  }

  /** The invitation stored as Pending for this address in the organisation (at most one: unique index). */
  findPendingForEmail(organizationId: string, email: string, tx?: Transaction): Promise<Invitation | null> {
    return this.one(
      `SELECT ${COLUMNS} FROM invitation i WHERE i.organization_id = $1 AND lower(i.email) = lower($2) AND i.status = 'Pending'`,
      [organizationId, email],
      tx,
    );
  }

  /** Members plus unexpired pending invitations (optionally not counting one invitation). */
  async seatsUsed(
    organizationId: string,
    excludeInvitationId: string | null,
    tx?: Transaction,
  ): Promise<number> {
    const row = await this.one<{ used: number }>(
      `SELECT ((SELECT count(*) FROM membership WHERE organization_id = $1)
             + (SELECT count(*) FROM invitation
                 WHERE organization_id = $1 AND status = 'Pending' AND expires_at > now()
                   AND ($2::uuid IS NULL OR id <> $2::uuid)))::int AS used`,
      [organizationId, excludeInvitationId],
      tx,
    );
    return row?.used ?? 0;
  }

  async insert(invitation: NewInvitation, tx: Transaction): Promise<Invitation> {
    const { rows } = await this.write<Invitation>(
      `INSERT INTO invitation AS i (organization_id, email, token_hash, is_admin, status, expires_at, invited_by_uid)
       VALUES ($1, $2, $3, $4, 'Pending', $5, $6) RETURNING ${COLUMNS}`,
      [
        invitation.organizationId,
        invitation.email,
        invitation.tokenHash,
        invitation.isAdmin,
        invitation.expiresAt,
        invitation.invitedByUid,
      ],
      tx,
    );
    return rows[0];
  }

  async renew(id: string, tokenHash: string, expiresAt: Date, tx: Transaction): Promise<void> {
    await this.write(
      'UPDATE invitation SET token_hash = $2, expires_at = $3 WHERE id = $1',
      [id, tokenHash, expiresAt],
      tx,
    );
  }

  async cancel(id: string, tx: Transaction): Promise<void> {
    await this.write(`UPDATE invitation SET status = 'Cancelled' WHERE id = $1`, [id], tx);
  }

  async markAccepted(id: string, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE invitation SET status = 'Accepted', accepted_at = now() WHERE id = $1`,
      [id],
      tx,
    );
  }
}
