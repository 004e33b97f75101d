import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { CreateTeamBody } from '@ferieplan/contracts';
import { serverTeams } from '@ferieplan/texts';
import { IsTeamName } from './team-name.js';

export class CreateTeamDto implements CreateTeamBody {
  @IsTeamName()
  name!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverTeams.organizationIdInvalid })
  organizationId!: string;
}
