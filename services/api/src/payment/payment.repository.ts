import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

export interface CheckoutBilling {
  plan: string;
  stripeCustomerId: string | null;
  stripeEventAt: Date | null;
}

export interface LockedBilling {
  id: string;
  plan: string;
  stripeSubscriptionId: string | null;
  stripeEventAt: Date | null;
}

export interface PlanUpdate {
  organizationId: string;
  plan: string;
  subscriptionId: string | null;
  customerId: string | null;
  eventCreated: Date;
}

const BILLING =
  'SELECT id, plan, stripe_subscription_id AS "stripeSubscriptionId", stripe_event_at AS "stripeEventAt" FROM organization';

/** The organisation's billing columns and the processed Stripe events. */
@Injectable()
export class PaymentRepository extends SqlRepository {
  findCheckoutBilling(organizationId: string): Promise<CheckoutBilling | null> {
    return this.one(
      'SELECT plan, stripe_customer_id AS "stripeCustomerId", stripe_event_at AS "stripeEventAt" FROM organization WHERE id = $1',
      [organizationId],
    );
  }

  /**
   * Claims a Stripe event id; false when it was processed before. A concurrent duplicate waits on the
   * unique key, then finds it taken.
   */
  async claimEvent(
    event: { id: string; type: string; created: Date; organizationId: string | null },
    tx: Transaction,
  ): Promise<boolean> {
    const { count } = await this.write(
      `INSERT INTO processed_stripe_event (id, type, event_created_at, organization_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, event.created, event.organizationId],
      tx,
    );
    return count > 0;
  }

  /** Locks the organisation's row found by id. */
  lockBillingById(organizationId: string, tx: Transaction): Promise<LockedBilling | null> {
    return this.one(`${BILLING} WHERE id = $1 FOR NO KEY UPDATE`, [organizationId], tx);
  }

  /** Locks the row of the organisation holding this subscription. */
  lockBillingBySubscription(subscriptionId: string, tx: Transaction): Promise<LockedBilling | null> {
    return this.one(`${BILLING} WHERE stripe_subscription_id = $1 FOR NO KEY UPDATE`, [subscriptionId], tx);
  }

  async applyPlan(update: PlanUpdate, tx: Transaction): Promise<void> {
    await this.write(
      `UPDATE organization
          SET plan = $2,
              stripe_subscription_id = $3,
              stripe_customer_id = COALESCE($4, stripe_customer_id),
              stripe_event_at = $5,
              plan_updated_at = now()
        WHERE id = $1`,
      [update.organizationId, update.plan, update.subscriptionId, update.customerId, update.eventCreated],
      tx,
    );
  }
}
