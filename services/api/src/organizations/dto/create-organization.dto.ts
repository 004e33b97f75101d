import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  isValidOrgnr,
  MAX_NAME_LENGTH,
  ORGNR_PATTERN,
  type CreateOrganizationBody,
} from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { Trim } from '../../common/transforms.js';

export class CreateOrganizationDto implements CreateOrganizationBody {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @Trim()
  @IsString({ message: serverCore.organizationNameRequired })
  @IsNotEmpty({ message: serverCore.organizationNameRequired })
  @MaxLength(MAX_NAME_LENGTH, { message: serverCore.fieldTooLong('Organisasjonsnavn', MAX_NAME_LENGTH) })
  @IsCleanText('Organisasjonsnavnet')
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: '^\\d{9}$',
    description: '9 siffer; kan ikke endres senere',
  })
  // An empty value means "not given" (the register page sends only the name).
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsString({ message: serverCore.orgnrInvalid })
  @Matches(ORGNR_PATTERN, { message: serverCore.orgnrInvalid })
  // A typo would create a wrong organisation for good (the number cannot be changed): check MOD11 too.
  @ValidateBy(
    {
      name: 'isValidOrgnr',
      validator: {
        validate: (value) => typeof value !== 'string' || !ORGNR_PATTERN.test(value) || isValidOrgnr(value),
      },
    },
    { message: serverCore.orgnrChecksum },
  )
  orgnr?: string | null;
}
