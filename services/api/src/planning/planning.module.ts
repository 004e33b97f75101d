import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module.js';
import { BalancesRepository } from './balances/balances.repository.js';
import { BalancesService } from './balances/balances.service.js';
import { MinimumStaffingController } from './minimum-staffing/minimum-staffing.controller.js';
import { MinimumStaffingService } from './minimum-staffing/minimum-staffing.service.js';
import { PlanningController } from './planning.controller.js';
import { PlanningRepository } from './planning.repository.js';
import { PlanningSettingsController } from './settings/planning-settings.controller.js';
import { PlanningSettingsService } from './settings/planning-settings.service.js';
import { SummerOverviewService } from './summer/summer-overview.service.js';
import { SummerRepository } from './summer/summer.repository.js';
import { TransfersController } from './transfers/transfers.controller.js';
import { TransfersService } from './transfers/transfers.service.js';

// Advanced holiday planning (issue 12), rules from @ferieplan/vacation-rules: balances and transfers
// (every plan), planning settings, the hovedferie overview and minimum staffing (Pro).
@Module({
  imports: [TeamsModule],
  controllers: [
    PlanningSettingsController,
    TransfersController,
    PlanningController,
    MinimumStaffingController,
  ],
  providers: [
    PlanningRepository,
    BalancesRepository,
    SummerRepository,
    BalancesService,
    PlanningSettingsService,
    TransfersService,
    SummerOverviewService,
    MinimumStaffingService,
  ],
  // Users show balances; approvals check minimum staffing (and read the plan); the staffing month marks 'Underbemannet'.
  exports: [BalancesService, MinimumStaffingService, PlanningRepository],
})
export class PlanningModule {}
