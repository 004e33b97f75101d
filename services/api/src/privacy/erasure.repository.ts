import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** One of the person's memberships with what deleting the account must know about its organisation. */
export interface MembershipStanding {
  organizationId: string;
  organizationName: string;
  isAdmin: boolean;
  otherAdmins: number;
  otherMembers: number;
  stripeSubscriptionId: string | null;
}

export interface OrganizationForDeletion {
  id: string;
  name: string;
  stripeSubscriptionId: string | null;
}

/** The deletes of issue 17: a person's rows, and an organisation with everything it holds. */
@Injectable()
export class ErasureRepository extends SqlRepository {
  /** The person's memberships, counting the organisation's other members and admins. */
  standings(uid: string, tx?: Transaction): Promise<MembershipStanding[]> {
    return this.rows(
      `SELECT m.organization_id AS "organizationId", o.name AS "organizationName", m.is_admin AS "isAdmin",
              (SELECT count(*)::int FROM membership x WHERE x.organization_id = m.organization_id AND x.id <> m.id AND x.is_admin) AS "otherAdmins",
              (SELECT count(*)::int FROM membership x WHERE x.organization_id = m.organization_id AND x.id <> m.id) AS "otherMembers",
              o.stripe_subscription_id AS "stripeSubscriptionId"
         FROM membership m JOIN organization o ON o.id = m.organization_id
        WHERE m.user_uid = $1 ORDER BY m.organization_id`,
      [uid],
      tx,
    );
  }

  /**
   * Locks the organisation rows of the person's memberships, in id order, as the rules that count admins
   * do (FOR NO KEY UPDATE: step 1 of the lock order in database/transaction.ts).
   */
  async lockOrganizationsOf(uid: string, tx: Transaction): Promise<void> {
    await this.rows(
      `SELECT o.id FROM organization o WHERE o.id IN (SELECT organization_id FROM membership WHERE user_uid = $1)
        ORDER BY o.id FOR NO KEY UPDATE OF o`,
      [uid],
      tx,
    );
  }

  /** Memberships go, and with them (ON DELETE CASCADE) requests, transfers and calendar feeds. */
  async deleteMemberships(uid: string, tx: Transaction): Promise<number> {
    return (await this.write('DELETE FROM membership WHERE user_uid = $1', [uid], tx)).count;
  }

  async deleteInvitationsTo(email: string, tx: Transaction): Promise<number> {
    return (await this.write('DELETE FROM invitation WHERE lower(email) = lower($1)', [email], tx)).count;
  }

  /** The organisation row FOR UPDATE, as its DELETE will take it anyway: nothing new can reference it meanwhile. */
  async lockForDeletion(id: string, tx: Transaction): Promise<boolean> {
    return (await this.rows('SELECT id FROM organization WHERE id = $1 FOR UPDATE', [id], tx)).length > 0;
  }

  findOrganization(id: string, tx?: Transaction): Promise<OrganizationForDeletion | null> {
    return this.one(
      'SELECT id, name, stripe_subscription_id AS "stripeSubscriptionId" FROM organization WHERE id = $1',
      [id],
      tx,
    );
  }

  /**
   * The organisation row; teams, memberships, invitations, requests, transfers, feeds and planning
   * settings follow by ON DELETE CASCADE. Then its processed Stripe events and its audit log, which the
   * database lets go only now that the organisation is gone (migration 1765500000000).
   */
  async deleteOrganization(id: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM organization WHERE id = $1', [id], tx);
    await this.write('DELETE FROM processed_stripe_event WHERE organization_id = $1', [id], tx);
    await this.write(
      'DELETE FROM audit_entry_person p USING audit_entry e WHERE e.id = p.entry_id AND e.organization_id = $1',
      [id],
      tx,
    );
    await this.write('DELETE FROM audit_entry WHERE organization_id = $1', [id], tx);
  }
}
