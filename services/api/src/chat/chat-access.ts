import { Inject, Injectable } from '@nestjs/common';
import { serverChat } from '@ferieplan/texts';
import { isProPlan } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { unavailable } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';

const CHAT_FEATURE = { allows: isProPlan, refusal: serverChat.proRequired };

/** Who may manage Slack and Teams: an admin of the organisation, on Pro (checked here, on the server). */
@Injectable()
export class ChatAccess {
  constructor(
    private readonly access: OrganizationAccessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Tenancy, admin right, then the plan (a Starter admin is told it is Pro). */
  requireProAdmin(uid: string, organizationId: string, tx?: Transaction): Promise<Membership> {
    return this.access.requirePlanAdmin(uid, organizationId, CHAT_FEATURE, tx);
  }

  /** The key secrets are sealed with; 503 when the server has none (outside production only). */
  secretsKey(): Buffer {
    const key = this.config.chat.secretsKey;
    if (!key) throw unavailable(serverChat.notConfigured);
    return key;
  }
}
