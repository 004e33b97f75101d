import { Module } from '@nestjs/common';
import { AbsenceModule } from '../absence/absence.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PayrollModule } from '../payroll/payroll.module.js';
import { PlanningModule } from '../planning/planning.module.js';
import { SickLeaveRulesModule } from '../sick-leave/sick-leave-rules.module.js';
import { SickChildModule } from '../sick-child/sick-child.module.js';
import { VacationRequestsController } from './vacation-requests.controller.js';
import { VacationRequestsRepository } from './vacation-requests.repository.js';
import { VacationRequestsService } from './vacation-requests.service.js';

// Vacation requests (spec section 7): own list, admin list, submit, decide, withdraw.
// Approvals check the team's minimum staffing (planning).
@Module({
  imports: [
    PlanningModule,
    NotificationsModule,
    AbsenceModule,
    PayrollModule,
    SickLeaveRulesModule,
    SickChildModule,
  ],
  controllers: [VacationRequestsController],
  providers: [VacationRequestsService, VacationRequestsRepository],
  // The audit module reads a request's history through it.
  exports: [VacationRequestsRepository, VacationRequestsService],
})
export class VacationRequestsModule {}
