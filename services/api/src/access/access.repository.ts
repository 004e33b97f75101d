import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';
import { MEMBERSHIP_COLUMNS, type Membership } from '../users/membership.js';

/** The organisation row as a check-then-write transaction locks it. */
export interface LockedOrganization {
  id: string;
  name: string;
  plan: string;
}

/** The rows every access check reads: a person's membership, and the organisation row lock. */
@Injectable()
export class AccessRepository extends SqlRepository {
  findMembership(uid: string, organizationId: string, tx?: Transaction): Promise<Membership | null> {
    return this.one(
      `SELECT ${MEMBERSHIP_COLUMNS} FROM membership m WHERE m.user_uid = $1 AND m.organization_id = $2`,
      [uid, organizationId],
      tx,
    );
  }

  /** The organisation's plan (null: no such organisation). */
  async plan(organizationId: string, tx?: Transaction): Promise<string | null> {
    const row = await this.one<{ plan: string }>(
      'SELECT plan FROM organization WHERE id = $1',
      [organizationId],
      tx,
    );
    return row?.plan ?? null;
  }

  /** Locks the organisation row for the rest of the transaction (lock order: database/transaction.ts). */
  lockOrganization(organizationId: string, tx: Transaction): Promise<LockedOrganization | null> {
    return this.one(
      'SELECT id, name, plan FROM organization WHERE id = $1 FOR NO KEY UPDATE',
      [organizationId],
      tx,
    );
  }

  /** Shares the organisation row (FOR KEY SHARE): blocks only its deletion, keeps the lock order. */
  async shareOrganization(organizationId: string, tx: Transaction): Promise<void> {
    await this.rows('SELECT id FROM organization WHERE id = $1 FOR KEY SHARE', [organizationId], tx);
  }

  /** Locks one membership row for the rest of the transaction. */
  async lockMembership(membershipId: string, tx: Transaction): Promise<void> {
    await this.rows('SELECT id FROM membership WHERE id = $1 FOR UPDATE', [membershipId], tx);
  }
}
