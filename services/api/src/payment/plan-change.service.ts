import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../common/uuid.js';
import { shouldApply, type PlanChange } from './plan-change.js';

export type PlanChangeOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown-organization';

interface BillingRow {
  id: string;
  stripe_subscription_id: string | null;
  stripe_event_at: Date | null;
}

/** Applies Stripe plan changes exactly once per event id and in event order. */
@Injectable()
export class PlanChangeService {
  private readonly logger = new Logger('Payment');
  /** Tail of this process's queue of plan-change transactions. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * One plan change at a time per API process. Webhook traffic is tiny, and the embedded PGlite
   * deadlocks when one transaction waits on another's row (a duplicate delivery waiting on the
   * unique key). Across processes/replicas the unique key and the row lock below keep it correct.
   */
  apply(change: PlanChange): Promise<PlanChangeOutcome> {
    const run = this.queue.then(() => this.applyInTransaction(change));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The transaction itself; safe to run concurrently on PostgreSQL (tests call it directly). */
  applyInTransaction(change: PlanChange): Promise<PlanChangeOutcome> {
    return this.dataSource.transaction(async (manager) => {
      // The event id claims its row first: a concurrent duplicate waits on the unique key, then
      // finds it taken and changes nothing. Same transaction as the plan change, so a failure
      // leaves the event unclaimed and Stripe's retry can apply it.
      const orgIdForLog = isUuid(change.organizationId) ? change.organizationId : null;
      const claimed: unknown[] = await manager.query(
        `INSERT INTO processed_stripe_event (id, type, event_created_at, organization_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [change.eventId, change.eventType, change.eventCreated, orgIdForLog],
      );
      if (claimed.length === 0) return 'duplicate';

      const organization = await this.lockOrganization(manager, change);
      if (!organization) {
        this.logger.warn(`Stripe ${change.eventType} ${change.eventId}: fant ingen organisasjon`);
        return 'unknown-organization';
      }
      const state = { subscriptionId: organization.stripe_subscription_id, lastEventAt: organization.stripe_event_at };
      if (!shouldApply(state, change)) return 'stale';
      if (change.target === 'Pro' && state.subscriptionId && state.subscriptionId !== change.subscriptionId) {
        // Two paid checkouts (e.g. two browser tabs): the newest subscription wins; the other needs a refund.
        this.logger.warn(
          `Organisasjon ${organization.id} har abonnement ${state.subscriptionId} og fikk nytt ${change.subscriptionId}: sjekk dobbel betaling i Stripe`,
        );
      }

      await manager.query(
        `UPDATE organization
            SET plan = $2,
                stripe_subscription_id = $3,
                stripe_customer_id = COALESCE($4, stripe_customer_id),
                stripe_event_at = $5,
                plan_updated_at = now()
          WHERE id = $1`,
        [
          organization.id,
          change.target,
          change.target === 'Pro' ? change.subscriptionId : null,
          change.customerId,
          change.eventCreated,
        ],
      );
      return 'applied';
    });
  }

  /** Finds the organisation by the id the event carries, else by its subscription; locks its row. */
  private async lockOrganization(manager: EntityManager, change: PlanChange): Promise<BillingRow | null> {
    const select = 'SELECT id, stripe_subscription_id, stripe_event_at FROM organization';
    if (isUuid(change.organizationId)) {
      const rows: BillingRow[] = await manager.query(`${select} WHERE id = $1 FOR UPDATE`, [change.organizationId]);
      return rows[0] ?? null;
    }
    if (change.subscriptionId) {
      const rows: BillingRow[] = await manager.query(`${select} WHERE stripe_subscription_id = $1 FOR UPDATE`, [
        change.subscriptionId,
      ]);
      return rows[0] ?? null;
    }
    return null;
  }
}
