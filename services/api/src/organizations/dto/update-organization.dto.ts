import { ApiProperty } from '@nestjs/swagger';
import type { UpdateOrganizationBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { Trim } from '../../common/transforms.js';

/** Only the name can change: orgnr, plan and id are rejected as unknown fields. */
export class UpdateOrganizationDto implements UpdateOrganizationBody {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString({ message: serverCore.organizationNameBlank })
  @IsNotEmpty({ message: serverCore.organizationNameBlank })
  @MaxLength(200, { message: serverCore.fieldTooLong('Organisasjonsnavn', 200) })
  @IsCleanText('Organisasjonsnavnet')
  name: string;
}
