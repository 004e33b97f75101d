import { Module } from '@nestjs/common';
import { VacationRequestsModule } from '../vacation-requests/vacation-requests.module.js';
import { SickLeaveController } from './sick-leave.controller.js';
import { SickLeaveRulesModule } from './sick-leave-rules.module.js';
import { SickLeaveService } from './sick-leave.service.js';

// Issue 25 (first half): egenmelding settings and quota, an admin's sykmelding, the arbeidsgiverperiode.
@Module({
  imports: [SickLeaveRulesModule, VacationRequestsModule],
  controllers: [SickLeaveController],
  providers: [SickLeaveService],
})
export class SickLeaveModule {}
