import { Inject, Injectable } from '@nestjs/common';
import { serverChat } from '@ferieplan/texts';
import { isProPlan } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { forbidden, unavailable } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';
import { ChatEventsRepository } from './chat-events.repository.js';

/** Who may manage Slack and Teams: an admin of the organisation, on Pro (checked here, on the server). */
@Injectable()
export class ChatAccess {
  constructor(
    private readonly access: OrganizationAccessService,
    private readonly repository: ChatEventsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Tenancy, admin right, then the plan (a Starter admin is told it is Pro). */
  async requireProAdmin(uid: string, organizationId: string, tx?: Transaction): Promise<Membership> {
    const admin = await this.access.requireAdmin(uid, organizationId, tx);
    if (!isProPlan(await this.repository.plan(organizationId, tx))) throw forbidden(serverChat.proRequired);
    return admin;
  }

  /** The key secrets are sealed with; 503 when the server has none (outside production only). */
  secretsKey(): Buffer {
    const key = this.config.chat.secretsKey;
    if (!key) throw unavailable(serverChat.notConfigured);
    return key;
  }
}
