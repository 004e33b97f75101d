import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PayrollModule } from '../payroll/payroll.module.js';
import { VacationRequestsModule } from '../vacation-requests/vacation-requests.module.js';
import { SickLeaveController } from './sick-leave.controller.js';
import { SickLeaveRulesModule } from './sick-leave-rules.module.js';
import { SickLeaveService } from './sick-leave.service.js';
import { VacationReturnController } from './vacation-return/vacation-return.controller.js';
import { VacationReturnRepository } from './vacation-return/vacation-return.repository.js';
import { VacationReturnService } from './vacation-return/vacation-return.service.js';
import { SickWithdrawalController } from './withdrawal/sick-withdrawal.controller.js';
import { SickWithdrawalRepository } from './withdrawal/sick-withdrawal.repository.js';
import { SickWithdrawalService } from './withdrawal/sick-withdrawal.service.js';

// Issue 25: egenmelding settings and quota, an admin's sykmelding, the arbeidsgiverperiode, and syk i
// ferien (ferieloven § 9: ferie days back after a sykmelding in the ferie).
@Module({
  imports: [SickLeaveRulesModule, VacationRequestsModule, NotificationsModule, PayrollModule],
  controllers: [SickLeaveController, VacationReturnController, SickWithdrawalController],
  providers: [
    SickLeaveService,
    VacationReturnService,
    VacationReturnRepository,
    SickWithdrawalService,
    SickWithdrawalRepository,
  ],
})
export class SickLeaveModule {}
