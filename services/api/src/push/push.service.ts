import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { PushPublicKey, PushSubscriptionBody } from '@ferieplan/contracts';
import { serverPush } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import { invalidInput, notFound } from '../common/domain-error.js';
import { resolvesInternally } from '../webhooks/webhook-address.js';
import { hostOf, urlProblem, urlProblemMessage } from '../webhooks/webhook-url.js';
import { PushRepository } from './push.repository.js';

/** A member's devices for Web Push: each device is the member's own, in one organisation. */
@Injectable()
export class PushService {
  constructor(
    private readonly pool: Pool,
    private readonly repository: PushRepository,
    private readonly access: OrganizationAccessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  publicKey(): PushPublicKey {
    return { publicKey: this.config.push?.publicKey ?? null };
  }

  async subscribe(uid: string, organizationId: string, body: PushSubscriptionBody): Promise<void> {
    if (!this.config.push) throw notFound(serverPush.disabled);
    // The endpoint is where the API will post: checked like a webhook URL (https, no internal address).
    const policy = this.config.webhooks;
    const problem =
      urlProblem(body.endpoint, policy) ??
      ((await resolvesInternally(hostOf(new URL(body.endpoint)), policy)) ? 'private' : null);
    if (problem) {
      const message = urlProblemMessage(problem);
      throw invalidInput(message, { endpoint: [message] });
    }
    await runInTransaction(this.pool, async (tx) => {
      const member = await this.access.requireMember(uid, organizationId, tx);
      await this.repository.subscribe(
        member.id,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
        tx,
      );
    });
  }

  /**
   * Only the caller's own row: someone else's endpoint changes nothing (and says nothing about it). Text
   * that is no address at all is a 400, not a silent no-op (only 'invalid': a device subscribed under an
   * older policy can still be removed).
   */
  async unsubscribe(uid: string, organizationId: string, endpoint: string): Promise<void> {
    if (urlProblem(endpoint, this.config.webhooks) === 'invalid') {
      const message = urlProblemMessage('invalid');
      throw invalidInput(message, { endpoint: [message] });
    }
    await runInTransaction(this.pool, async (tx) => {
      const member = await this.access.requireMember(uid, organizationId, tx);
      await this.repository.unsubscribe(member.id, endpoint, tx);
    });
  }
}
