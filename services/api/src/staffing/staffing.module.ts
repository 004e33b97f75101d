import { Module } from '@nestjs/common';
import { PlanningModule } from '../planning/planning.module.js';
import { StaffingController } from './staffing.controller.js';
import { StaffingRepository } from './staffing.repository.js';
import { StaffingService } from './staffing.service.js';

// The staffing calendar's aggregated month (GET /api/Staffing/organization/{organizationId}).
// 'Underbemannet' days come from the teams' minimum staffing (planning).
@Module({
  imports: [PlanningModule],
  controllers: [StaffingController],
  providers: [StaffingService, StaffingRepository],
})
export class StaffingModule {}
