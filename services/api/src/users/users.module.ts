import { Module } from '@nestjs/common';
import { VacationRequestsModule } from '../vacation-requests/vacation-requests.module.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [VacationRequestsModule],
  controllers: [UsersController],
  providers: [UsersService, UsersRepository],
  // Creating an organisation and accepting an invitation add memberships.
  exports: [UsersRepository],
})
export class UsersModule {}
