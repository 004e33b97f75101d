import { ApiPropertyOptional } from '@nestjs/swagger';
import { INVITATION_TOKEN_PATTERN } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsOptional, IsString, Matches } from 'class-validator';

/** Optional body of accept: the token from the invitation mail proves the mailbox (issue 17). */
export class AcceptInvitationDto {
  @ApiPropertyOptional({ pattern: '^[A-Za-z0-9_-]{32}$' })
  @IsOptional()
  @IsString({ message: serverCore.invitationInvalid })
  @Matches(INVITATION_TOKEN_PATTERN, { message: serverCore.invitationInvalid })
  token?: string;
}
