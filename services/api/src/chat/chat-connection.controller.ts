import { Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

/** What every chat integration's service answers about one organisation's connection. */
export interface ChatConnectionService<Status> {
  status(uid: string, organizationId: string): Promise<Status>;
  disconnect(uid: string, organizationId: string): Promise<void>;
}

interface ConnectionDocs {
  /** The contract type of the status. */
  schema: string;
  statusSummary: string;
  disconnectSummary: string;
  /** 502: disconnecting calls the chat service (Slack revokes its token). */
  disconnectErrors: (403 | 502)[];
}

/**
 * The routes every chat integration (Slack, Teams) has on organization/:organizationId: GET its status
 * and DELETE it (disconnect). A channel's controller extends the class made here (one per channel, so
 * each keeps its own OpenAPI docs) and adds its own connect and settings routes.
 */
export function ChatConnectionController<Status>(docs: ConnectionDocs): abstract new (
  service: ChatConnectionService<Status>,
) => {
  status(user: AuthUser, organizationId: string): Promise<Status>;
  disconnect(user: AuthUser, organizationId: string): Promise<void>;
} {
  abstract class ChatConnection {
    constructor(private readonly service: ChatConnectionService<Status>) {}

    @ApiOperation({ summary: docs.statusSummary })
    @ApiOutcome(docs.schema, { errors: [403] })
    @Get('organization/:organizationId')
    status(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Status> {
      return this.service.status(user.uid, organizationId);
    }

    @ApiOperation({ summary: docs.disconnectSummary })
    @ApiOutcome(204, { errors: docs.disconnectErrors })
    @Delete('organization/:organizationId')
    @HttpCode(204)
    async disconnect(
      @CurrentUser() user: AuthUser,
      @Param('organizationId') organizationId: string,
    ): Promise<void> {
      await this.service.disconnect(user.uid, organizationId);
    }
  }
  return ChatConnection;
}
