import { Module } from '@nestjs/common';
import { PlanningModule } from '../planning/planning.module.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  // Balances come from the planning rules (entitlement, 60+ week, transfers).
  imports: [PlanningModule],
  controllers: [UsersController],
  providers: [UsersService, UsersRepository],
  // Creating an organisation and accepting an invitation add memberships.
  exports: [UsersRepository],
})
export class UsersModule {}
