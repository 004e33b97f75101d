import { ApiProperty } from '@nestjs/swagger';
import { MAX_NAME_LENGTH, type UpdateOrganizationBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { Trim } from '../../common/transforms.js';

/** Only the name can change: orgnr, plan and id are rejected as unknown fields. */
export class UpdateOrganizationDto implements UpdateOrganizationBody {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @Trim()
  @IsString({ message: serverCore.organizationNameBlank })
  @IsNotEmpty({ message: serverCore.organizationNameBlank })
  @MaxLength(MAX_NAME_LENGTH, { message: serverCore.fieldTooLong('Organisasjonsnavn', MAX_NAME_LENGTH) })
  @IsCleanText('Organisasjonsnavnet')
  name: string;
}
