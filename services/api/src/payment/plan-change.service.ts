import { Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind } from '@ferieplan/contracts';
import { AuditLog } from '../audit/audit-log.js';
import { SYSTEM } from '../audit/audit-record.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import { PaymentRepository, type LockedBilling } from './payment.repository.js';
import { shouldApply, type PlanChange } from './plan-change.js';
import { runInTransaction } from '../database/transaction.js';

export type PlanChangeOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown-organization';

/** Applies Stripe plan changes exactly once per event id and in event order. */
@Injectable()
export class PlanChangeService {
  private readonly logger = new Logger('Payment');

  constructor(
    private readonly pool: Pool,
    private readonly payments: PaymentRepository,
    private readonly audit: AuditLog,
  ) {}

  /**
   * One transaction per event; safe to run concurrently in one process or across replicas: the
   * event's unique key and the organisation's row lock below serialise what must be serialised.
   */
  apply(change: PlanChange): Promise<PlanChangeOutcome> {
    return runInTransaction(this.pool, async (tx) => {
      // The event id claims its row first: a concurrent duplicate waits on the unique key, then
      // finds it taken and changes nothing. Same transaction as the plan change, so a failure
      // leaves the event unclaimed and Stripe's retry can apply it.
      const orgIdForLog = isUuid(change.organizationId) ? change.organizationId : null;
      const claimed = await this.payments.claimEvent(
        {
          id: change.eventId,
          type: change.eventType,
          created: change.eventCreated,
          organizationId: orgIdForLog,
        },
        tx,
      );
      if (!claimed) return 'duplicate';

      const organization = await this.lockOrganization(change, tx);
      if (!organization) {
        this.logger.warn(`Stripe ${change.eventType} ${change.eventId}: fant ingen organisasjon`);
        return 'unknown-organization';
      }
      const state = {
        subscriptionId: organization.stripeSubscriptionId,
        lastEventAt: organization.stripeEventAt,
      };
      if (!shouldApply(state, change)) return 'stale';
      if (change.target === 'Pro' && state.subscriptionId && state.subscriptionId !== change.subscriptionId) {
        // Two paid checkouts (e.g. two browser tabs): the newest subscription wins; the other needs a refund.
        this.logger.warn(
          `Organisasjon ${organization.id} har abonnement ${state.subscriptionId} og fikk nytt ${change.subscriptionId}: sjekk dobbel betaling i Stripe`,
        );
      }

      await this.payments.applyPlan(
        {
          organizationId: organization.id,
          plan: change.target,
          subscriptionId: change.target === 'Pro' ? change.subscriptionId : null,
          customerId: change.customerId,
          eventCreated: change.eventCreated,
        },
        tx,
      );
      if (organization.plan !== change.target) {
        await this.audit.record(
          {
            organizationId: organization.id,
            kind: AuditKind.PlanChanged,
            actor: SYSTEM,
            targetId: organization.id,
            details: { before: organization.plan, after: change.target, eventType: change.eventType },
          },
          tx,
        );
      }
      return 'applied';
    });
  }

  /** Finds the organisation by the id the event carries, else by its subscription; locks its row. */
  private async lockOrganization(change: PlanChange, tx: Transaction): Promise<LockedBilling | null> {
    if (isUuid(change.organizationId)) return this.payments.lockBillingById(change.organizationId, tx);
    if (change.subscriptionId) return this.payments.lockBillingBySubscription(change.subscriptionId, tx);
    return null;
  }
}
