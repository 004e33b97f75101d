import { Module } from '@nestjs/common';
import { StaffingController } from './staffing.controller.js';
import { StaffingRepository } from './staffing.repository.js';
import { StaffingService } from './staffing.service.js';

// The staffing calendar's aggregated month (GET /api/Staffing/organization/{organizationId}).
@Module({
  controllers: [StaffingController],
  providers: [StaffingService, StaffingRepository],
})
export class StaffingModule {}
