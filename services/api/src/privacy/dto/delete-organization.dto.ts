import { ApiProperty } from '@nestjs/swagger';
import { MAX_NAME_LENGTH, type DeleteOrganizationBody } from '@ferieplan/contracts';
import { serverPrivacy } from '@ferieplan/texts';
import { IsString, MaxLength } from 'class-validator';

export class DeleteOrganizationDto implements DeleteOrganizationBody {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH, description: "The organisation's name, typed by the admin." })
  @IsString({ message: serverPrivacy.organizationConfirmation })
  @MaxLength(MAX_NAME_LENGTH, { message: serverPrivacy.organizationConfirmation })
  name: string;
}
