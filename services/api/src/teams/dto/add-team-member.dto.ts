import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { AddTeamMemberBody } from '@ferieplan/contracts';
import { serverTeams } from '@ferieplan/texts';

export class AddTeamMemberDto implements AddTeamMemberBody {
  /** The member (employee) id within the team's organisation. */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverTeams.userIdInvalid })
  userId!: string;
}
