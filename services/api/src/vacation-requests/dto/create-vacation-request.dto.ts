import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MAX_DESCRIPTION_LENGTH, type CreateVacationRequestBody } from '@ferieplan/contracts';
import { serverVacation, vacationRequestRules } from '@ferieplan/texts';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { IsIsoDate } from '../is-iso-date.validator.js';

/** Trims text; blank text becomes null (no description). Other types pass through to fail validation. */
const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export class CreateVacationRequestDto implements CreateVacationRequestBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverVacation.organizationIdInvalid })
  organizationId!: string;

  @ApiProperty({ example: '2026-07-01', description: 'YYYY-MM-DD' })
  @IsDefined({ message: vacationRequestRules.startRequired })
  @IsIsoDate({ message: vacationRequestRules.invalidDate })
  startDate!: string;

  @ApiProperty({ example: '2026-07-14', description: 'YYYY-MM-DD, same year as startDate, not before it' })
  @IsDefined({ message: vacationRequestRules.endRequired })
  @IsIsoDate({ message: vacationRequestRules.invalidDate })
  endDate!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_DESCRIPTION_LENGTH })
  @IsOptional()
  @Transform(trimToNull)
  // Decorators register bottom-up: the type check is reported first.
  @IsCleanText('Beskrivelsen', { multiline: true })
  @MaxLength(MAX_DESCRIPTION_LENGTH, { message: serverVacation.descriptionTooLong })
  @IsString({ message: serverVacation.descriptionNotText })
  description?: string | null;
}
