import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INVITATION_TOKEN_PATTERN, MAX_NAME_LENGTH, type CreateInvitationBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { CreateUserInvitationDto } from './create-user-invitation.dto.js';

/** The spec's client-side invitation payload: the browser generates the 32-character token. */
export class CreateInvitationDto extends CreateUserInvitationDto implements CreateInvitationBody {
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{32}$' })
  @IsString({ message: serverCore.invitationTokenInvalid })
  @Matches(INVITATION_TOKEN_PATTERN, { message: serverCore.invitationTokenInvalid })
  token: string;

  /** Sent by the client for display; the server always uses the stored organisation name. */
  @ApiPropertyOptional({ maxLength: MAX_NAME_LENGTH })
  @IsOptional()
  @IsString({ message: serverCore.invalidField('organizationName') })
  @MaxLength(MAX_NAME_LENGTH, { message: serverCore.fieldTooLong('organizationName', MAX_NAME_LENGTH) })
  @IsCleanText('organizationName')
  organizationName?: string;
}
