import { Module } from '@nestjs/common';
import { VacationRequestsModule } from '../vacation-requests/vacation-requests.module.js';
import { AuditController } from './audit.controller.js';
import { AuditService } from './audit.service.js';

/** The read side: the admins' Logg view and a member's request history. */
@Module({
  imports: [VacationRequestsModule],
  controllers: [AuditController],
  providers: [AuditService],
})
export class AuditModule {}
