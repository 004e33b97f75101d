import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The write side of the audit log, available to every module's services (AuditLog.record). What follows
 * from an entry (webhooks, chat, push) registers itself with AuditLog.follow from its own module.
 */
@Global()
@Module({
  providers: [AuditRepository, AuditLog],
  exports: [AuditLog, AuditRepository],
})
export class AuditLogModule {}
