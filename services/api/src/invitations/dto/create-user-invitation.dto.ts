import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CreateUserInvitationBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms.js';

export class CreateUserInvitationDto implements CreateUserInvitationBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverCore.invalidField('organizationId') })
  organizationId: string;

  @ApiProperty({ format: 'email', maxLength: 320 })
  @Trim()
  @IsString({ message: serverCore.fieldRequired('E-postadresse') })
  @IsNotEmpty({ message: serverCore.fieldRequired('E-postadresse') })
  @MaxLength(320, { message: serverCore.invalidEmail })
  @IsEmail({}, { message: serverCore.invalidEmail })
  email: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: serverCore.invalidField('isAdmin') })
  isAdmin?: boolean;
}
