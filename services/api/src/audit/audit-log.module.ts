import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';
import { AuditRepository } from './audit.repository.js';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module.js';
import { ChatOutboxModule } from '../chat/chat-outbox.module.js';
import { PushOutboxModule } from '../push/push-outbox.module.js';

/** The write side of the audit log, available to every module's services (AuditLog.record). */
@Global()
@Module({
  imports: [WebhookOutboxModule, ChatOutboxModule, PushOutboxModule],
  providers: [AuditRepository, AuditLog],
  exports: [AuditLog, AuditRepository],
})
export class AuditLogModule {}
