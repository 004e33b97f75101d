import { ApiProperty } from '@nestjs/swagger';
import type { DeleteOrganizationBody } from '@ferieplan/contracts';
import { serverPrivacy } from '@ferieplan/texts';
import { IsString, MaxLength } from 'class-validator';

export class DeleteOrganizationDto implements DeleteOrganizationBody {
  @ApiProperty({ maxLength: 200, description: "The organisation's name, typed by the admin." })
  @IsString({ message: serverPrivacy.organizationConfirmation })
  @MaxLength(200, { message: serverPrivacy.organizationConfirmation })
  name: string;
}
