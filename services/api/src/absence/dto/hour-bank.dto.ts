import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Max, MaxLength, Min, NotEquals, ValidateIf } from 'class-validator';
import {
  MAX_DESCRIPTION_LENGTH,
  type CreateHourBankEntryBody,
  type UpdateMemberNormalDayBody,
  type UpdateOrganizationNormalDayBody,
} from '@ferieplan/contracts';
import { absenceErrors } from '@ferieplan/texts';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { IsIsoDate } from '../../vacation-requests/is-iso-date.validator.js';
import { IsHours } from '../hours.validator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** 'Opptjent avspasering' (hours > 0) or a correction (hours < 0). */
export class CreateHourBankEntryDto implements CreateHourBankEntryBody {
  @ApiProperty({ example: 7.5, description: 'Hours; negative = a correction (the bank never goes below 0)' })
  @IsDefined({ message: absenceErrors.hoursRequired })
  @IsHours({ message: absenceErrors.hoursInvalid })
  @NotEquals(0, { message: absenceErrors.hoursInvalid })
  @Min(-1000, { message: absenceErrors.hoursInvalid })
  @Max(1000, { message: absenceErrors.hoursInvalid })
  hours!: number;

  @ApiProperty({ example: '2026-03-31', description: 'YYYY-MM-DD' })
  @IsDefined({ message: absenceErrors.dateRequired })
  @IsIsoDate({ message: absenceErrors.dateInvalid })
  date!: string;

  @ApiProperty({ maxLength: MAX_DESCRIPTION_LENGTH })
  @Transform(trim)
  @IsCleanText('Notatet', { multiline: true })
  @MaxLength(MAX_DESCRIPTION_LENGTH, { message: absenceErrors.noteTooLong })
  @IsNotEmpty({ message: absenceErrors.noteRequired })
  @IsString({ message: absenceErrors.noteRequired })
  @IsDefined({ message: absenceErrors.noteRequired })
  note!: string;
}

export class UpdateOrganizationNormalDayDto implements UpdateOrganizationNormalDayBody {
  @ApiProperty({ example: 7.5, minimum: 1, maximum: 24 })
  @IsDefined({ message: absenceErrors.normalDayInvalid })
  @IsHours({ message: absenceErrors.normalDayInvalid })
  @Min(1, { message: absenceErrors.normalDayInvalid })
  @Max(24, { message: absenceErrors.normalDayInvalid })
  normalDayHours!: number;
}

export class UpdateMemberNormalDayDto implements UpdateMemberNormalDayBody {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 24,
    description: "null = the organisation's",
  })
  @IsDefined({ message: absenceErrors.normalDayInvalid })
  @ValidateIf((_object, value) => value !== null)
  @IsHours({ message: absenceErrors.normalDayInvalid })
  @Min(1, { message: absenceErrors.normalDayInvalid })
  @Max(24, { message: absenceErrors.normalDayInvalid })
  normalDayHours!: number | null;
}
