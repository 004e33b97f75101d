import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Team } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../../auth/current-user.decorator.js';
import { MinimumStaffingService } from './minimum-staffing.service.js';
import { SetMinimumStaffingDto } from './set-minimum-staffing.dto.js';
import { ApiOutcome } from '../../openapi/api-outcome.decorator.js';

@ApiTags('Teams')
@ApiBearerAuth()
@Controller('Teams')
export class MinimumStaffingController {
  constructor(private readonly staffing: MinimumStaffingService) {}

  @ApiOperation({ summary: "Set 'Minst {n} på jobb' for a team (admins, Pro; null removes it on any plan)" })
  @ApiOutcome('Team', { errors: [403] })
  @Put(':id/minimum-staffing')
  set(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: SetMinimumStaffingDto,
  ): Promise<Team> {
    return this.staffing.set(user.uid, id, body.minimumStaffing);
  }
}
