import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecret,
} from '@ferieplan/contracts';
import { serverWebhooks } from '@ferieplan/texts';
import { hasWebhooks } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { conflict, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import type { CreateWebhookEndpointDto } from './dto/create-webhook-endpoint.dto.js';
import { resolvesInternally } from './webhook-address.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { WebhookQueue } from './webhook-queue.js';
import { newWebhookSecret } from './webhook-signature.js';
import { hostOf, urlProblem, urlProblemMessage } from './webhook-url.js';

/** Endpoints an organisation may register: enough for payroll, HR and a test receiver. */
const MAX_ENDPOINTS = 10;
/** The deliveries listed per endpoint (newest first). */
const LISTED_DELIVERIES = 50;

const WEBHOOKS_FEATURE = { allows: hasWebhooks, refusal: serverWebhooks.proRequired };

/** Webhook endpoints and their deliveries: admins of a Pro organisation only. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly queue: WebhookQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Tenancy, admin right, then the plan (a Starter admin is told it is Pro). */
  private async requireProAdmin(uid: string, organizationId: string, tx?: Transaction): Promise<void> {
    await this.access.requirePlanAdmin(uid, organizationId, WEBHOOKS_FEATURE, tx);
  }

  async list(uid: string, organizationId: string): Promise<WebhookEndpoint[]> {
    await this.requireProAdmin(uid, organizationId);
    return this.endpoints.list(organizationId);
  }

  /** Registers the endpoint; its secret is in this answer only. */
  async create(uid: string, body: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpoint> {
    const url = body.url.trim();
    const problem = urlProblem(url, this.config.webhooks);
    const refused =
      problem ?? ((await resolvesInternally(hostOf(new URL(url)), this.config.webhooks)) ? 'private' : null);
    if (refused) {
      const message = urlProblemMessage(refused);
      throw invalidInput(message, { url: [message] });
    }
    const secret = newWebhookSecret();
    return runInTransaction(this.pool, async (tx) => {
      await this.requireProAdmin(uid, body.organizationId, tx);
      // The organisation row serialises registrations, so two at once cannot pass the limit together.
      await this.access.lockOrganization(body.organizationId, tx);
      if ((await this.endpoints.count(body.organizationId, tx)) >= MAX_ENDPOINTS)
        throw conflict(serverWebhooks.tooMany(MAX_ENDPOINTS));
      const endpoint = await this.endpoints.insert(
        { organizationId: body.organizationId, url, events: [...new Set(body.events)], secret },
        tx,
      );
      return { ...endpoint, secret };
    });
  }

  async remove(uid: string, id: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      await this.lockOwnEndpoint(uid, id, tx);
      await this.endpoints.delete(id, tx);
    });
  }

  /** A new secret at once (the old one stops signing); shown in this answer only. */
  async rotateSecret(uid: string, id: string): Promise<WebhookSecret> {
    const secret = newWebhookSecret();
    await runInTransaction(this.pool, async (tx) => {
      await this.lockOwnEndpoint(uid, id, tx);
      await this.endpoints.setSecret(id, secret, tx);
    });
    return { secret };
  }

  async deliveriesOf(uid: string, id: string): Promise<WebhookDelivery[]> {
    const organizationId = isUuid(id) ? await this.endpoints.organizationOf(id) : null;
    if (!organizationId) throw notFound(serverWebhooks.notFound);
    await this.requireProAdmin(uid, organizationId);
    return this.deliveries.list(id, LISTED_DELIVERIES);
  }

  /** 'Send på nytt': a failed delivery's event, once more, as a new delivery (same event id and body). */
  async resend(uid: string, deliveryId: string): Promise<WebhookDelivery> {
    if (!isUuid(deliveryId)) throw notFound(serverWebhooks.deliveryNotFound);
    const resent = await runInTransaction(this.pool, async (tx) => {
      const failed = await this.deliveries.forResend(deliveryId, tx);
      if (!failed) throw notFound(serverWebhooks.deliveryNotFound);
      await this.requireProAdmin(uid, failed.organizationId, tx);
      if (failed.status !== 'Failed') throw conflict(serverWebhooks.resendNotFailed);
      const [id] = await this.deliveries.insert([failed.endpointId], failed, tx);
      await this.queue.enqueue(id, tx);
      return (await this.deliveries.byId(id, tx))!;
    });
    this.queue.wake();
    return resent;
  }

  private async lockOwnEndpoint(uid: string, id: string, tx: Transaction): Promise<void> {
    const organizationId = isUuid(id) ? await this.endpoints.lockOrganizationOf(id, tx) : null;
    if (!organizationId) throw notFound(serverWebhooks.notFound);
    await this.requireProAdmin(uid, organizationId, tx);
  }
}
