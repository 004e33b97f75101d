import { Module } from '@nestjs/common';
import { PlanningModule } from '../planning/planning.module.js';
import { UsersModule } from '../users/users.module.js';
import { EmploymentController } from './employment.controller.js';
import { EmploymentRepository } from './employment.repository.js';
import { EmploymentService } from './employment.service.js';

// Issue 26: employment dates and part-time work patterns (balances come from the planning rules).
@Module({
  imports: [PlanningModule, UsersModule],
  controllers: [EmploymentController],
  providers: [EmploymentService, EmploymentRepository],
})
export class EmploymentModule {}
