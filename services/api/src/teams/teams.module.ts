import { Module } from '@nestjs/common';
import { TeamsController } from './teams.controller.js';
import { TeamsRepository } from './teams.repository.js';
import { TeamsService } from './teams.service.js';

// Teams of an organisation and their members (spec section 7); admin-only.
@Module({
  controllers: [TeamsController],
  providers: [TeamsService, TeamsRepository],
  // Planning returns the team after setting its minimum staffing.
  exports: [TeamsRepository],
})
export class TeamsModule {}
