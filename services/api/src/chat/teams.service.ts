import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { TeamsStatus } from '@ferieplan/contracts';
import { serverChat } from '@ferieplan/texts';
import { invalidInput, notFound } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import { ChatAccess } from './chat-access.js';
import { seal } from './secret-box.js';
import { TeamsConnectionRepository } from './teams-connection.repository.js';
import type { ChatConnectionService } from './chat-connection.controller.js';
import { teamsUrlProblem } from './teams-url.js';

/** Microsoft Teams through a pasted Workflows/incoming webhook URL (admins, Pro). */
@Injectable()
export class TeamsService implements ChatConnectionService<TeamsStatus> {
  constructor(
    private readonly pool: Pool,
    private readonly chatAccess: ChatAccess,
    private readonly connections: TeamsConnectionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(uid: string, organizationId: string): Promise<TeamsStatus> {
    await this.chatAccess.requireProAdmin(uid, organizationId);
    const connection = await this.connections.byOrganization(organizationId);
    return {
      configured: this.config.chat.secretsKey !== null,
      connected: connection !== null,
      host: connection?.urlHost ?? null,
    };
  }

  /** Stores the URL sealed (it is a credential: anyone with it can post to the channel). */
  async connect(uid: string, organizationId: string, raw: string): Promise<TeamsStatus> {
    const url = raw.trim();
    const problem = teamsUrlProblem(url, this.config.chat);
    if (problem) {
      const message = problem === 'host' ? serverChat.teamsUrlHost : serverChat.teamsUrlInvalid;
      throw invalidInput(message, { url: [message] });
    }
    await runInTransaction(this.pool, async (tx) => {
      await this.chatAccess.requireProAdmin(uid, organizationId, tx);
      const key = this.chatAccess.secretsKey();
      await this.connections.upsert(organizationId, seal(url, key), new URL(url).hostname, tx);
    });
    return this.status(uid, organizationId);
  }

  async disconnect(uid: string, organizationId: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      await this.chatAccess.requireProAdmin(uid, organizationId, tx);
      if (!(await this.connections.byOrganization(organizationId, tx)))
        throw notFound(serverChat.teamsNotConnected);
      await this.connections.delete(organizationId, tx);
    });
  }
}
