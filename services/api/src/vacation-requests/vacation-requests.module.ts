import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VacationRequest } from './vacation-request.entity.js';
import { VacationRequestsController } from './vacation-requests.controller.js';
import { VacationRequestsService } from './vacation-requests.service.js';

// Vacation requests (spec section 7): own list, admin list, submit, decide, withdraw.
@Module({
  imports: [TypeOrmModule.forFeature([VacationRequest])],
  controllers: [VacationRequestsController],
  providers: [VacationRequestsService],
  exports: [VacationRequestsService],
})
export class VacationRequestsModule {}
