import { Module } from '@nestjs/common';
import { VacationRequestsController } from './vacation-requests.controller.js';
import { VacationRequestsRepository } from './vacation-requests.repository.js';
import { VacationRequestsService } from './vacation-requests.service.js';

// Vacation requests (spec section 7): own list, admin list, submit, decide, withdraw.
@Module({
  controllers: [VacationRequestsController],
  providers: [VacationRequestsService, VacationRequestsRepository],
  // The users module computes balances from approved requests.
  exports: [VacationRequestsRepository],
})
export class VacationRequestsModule {}
