import { Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { server, serverPrivacy } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { invalidInput, notFound, upstreamFailed } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { SubscriptionCancellation } from '../payment/subscription-cancellation.js';
import { ErasureRepository } from './erasure.repository.js';

/**
 * Deleting an organisation: its Stripe subscription is cancelled first (a failure deletes nothing, so
 * nobody keeps paying for an organisation that is gone), then every row of it in one transaction.
 */
@Injectable()
export class OrganizationDeletionService {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly erasure: ErasureRepository,
    private readonly subscriptions: SubscriptionCancellation,
  ) {}

  /** An admin's DELETE /api/Organizations/{id}, confirmed by typing the organisation's name. */
  async deleteByAdmin(uid: string, organizationId: string, typedName: string): Promise<void> {
    await this.access.requireAdmin(uid, organizationId);
    const organization = await this.erasure.findOrganization(organizationId);
    if (!organization) throw notFound(server.organizationNotFound);
    if (typedName.trim() !== organization.name.trim()) {
      throw invalidInput(serverPrivacy.organizationConfirmation, {
        name: [serverPrivacy.organizationConfirmation],
      });
    }
    await this.cancelSubscription(organization.stripeSubscriptionId);
    await runInTransaction(this.pool, async (tx) => {
      // The admin right is checked again under the row lock: it cannot have been taken meanwhile.
      if (!(await this.erasure.lockForDeletion(organizationId, tx)))
        throw notFound(server.organizationNotFound);
      await this.access.requireAdmin(uid, organizationId, tx);
      await this.erasure.deleteOrganization(organizationId, tx);
    });
    this.logger.log(`Organisation ${organizationId} deleted by an admin`);
  }

  /** Cancels at Stripe; 502 (nothing deleted) when Stripe cannot be reached. */
  async cancelSubscription(subscriptionId: string | null): Promise<void> {
    if (subscriptionId && !(await this.subscriptions.cancel(subscriptionId))) {
      throw upstreamFailed(serverPrivacy.subscriptionCancelFailed);
    }
  }

  /** Inside the caller's transaction, with the organisation row locked (account deletion of its only member). */
  deleteLocked(organizationId: string, tx: Transaction): Promise<void> {
    return this.erasure.deleteOrganization(organizationId, tx);
  }
}
