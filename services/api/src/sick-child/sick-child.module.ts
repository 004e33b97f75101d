import { Module } from '@nestjs/common';
import { SickChildController } from './sick-child.controller.js';
import { SickChildRepository } from './sick-child.repository.js';
import { SickChildService } from './sick-child.service.js';

// Sykt barn (issue 25): the declaration and the days; vacation-requests asks it before a Sykt barn request.
@Module({
  controllers: [SickChildController],
  providers: [SickChildRepository, SickChildService],
  exports: [SickChildService],
})
export class SickChildModule {}
