import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

export interface Recipient {
  membershipId: string;
  email: string;
}

export interface NotifiedOrganization {
  name: string;
  plan: string;
}

/** Tables notification_opt_out, and the members a notification goes to. */
@Injectable()
export class NotificationsRepository extends SqlRepository {
  organization(organizationId: string, tx?: Transaction): Promise<NotifiedOrganization | null> {
    return this.one('SELECT name, plan FROM organization WHERE id = $1', [organizationId], tx);
  }

  /** The organisation's admins who have not turned notifications off (optionally not one member). */
  admins(organizationId: string, exceptMembershipId: string | null, tx: Transaction): Promise<Recipient[]> {
    return this.rows(
      `SELECT m.id AS "membershipId", m.email FROM membership m
        WHERE m.organization_id = $1 AND m.is_admin AND ($2::uuid IS NULL OR m.id <> $2::uuid)
          AND NOT EXISTS (SELECT 1 FROM notification_opt_out o WHERE o.membership_id = m.id)
        ORDER BY m.created_at`,
      [organizationId, exceptMembershipId],
      tx,
    );
  }

  /** The member, unless they have turned notifications off. */
  member(membershipId: string, tx: Transaction): Promise<Recipient | null> {
    return this.one(
      `SELECT m.id AS "membershipId", m.email FROM membership m
        WHERE m.id = $1 AND NOT EXISTS (SELECT 1 FROM notification_opt_out o WHERE o.membership_id = m.id)`,
      [membershipId],
      tx,
    );
  }

  async isOptedOut(membershipId: string, tx?: Transaction): Promise<boolean> {
    return (
      (await this.one('SELECT 1 FROM notification_opt_out WHERE membership_id = $1', [membershipId], tx)) !==
      null
    );
  }

  async setOptedOut(membershipId: string, optedOut: boolean, tx: Transaction): Promise<void> {
    if (optedOut) {
      await this.write(
        'INSERT INTO notification_opt_out (membership_id) VALUES ($1) ON CONFLICT DO NOTHING',
        [membershipId],
        tx,
      );
    } else {
      await this.write('DELETE FROM notification_opt_out WHERE membership_id = $1', [membershipId], tx);
    }
  }

  /** The member and organisation behind a mail's unsubscribe token (by its hash). */
  byUnsubscribeToken(
    tokenHash: string,
    tx?: Transaction,
  ): Promise<{ membershipId: string; organizationName: string } | null> {
    return this.one(
      `SELECT m.id AS "membershipId", o.name AS "organizationName"
         FROM mail_outbox x JOIN membership m ON m.id = x.membership_id JOIN organization o ON o.id = m.organization_id
        WHERE x.unsubscribe_token_hash = $1`,
      [tokenHash],
      tx,
    );
  }
}
