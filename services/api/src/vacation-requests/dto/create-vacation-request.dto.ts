import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  ABSENCE_KINDS,
  MAX_DESCRIPTION_LENGTH,
  type AbsenceKind,
  type CreateVacationRequestBody,
} from '@ferieplan/contracts';
import { absenceErrors, absenceFieldErrors, serverVacation, vacationRequestRules } from '@ferieplan/texts';
import { IsHours } from '../../absence/hours.validator.js';
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

  // Issue 24: the optional absence fields (only spec fields: a whole-day Ferie request, as before).
  // Which combinations a kind allows is brokenAbsenceField's (@ferieplan/vacation-rules) to say.

  @ApiPropertyOptional({ enum: ABSENCE_KINDS, default: 'Ferie' })
  @IsOptional()
  @IsIn(ABSENCE_KINDS, { message: absenceFieldErrors.kindUnknown })
  kind?: AbsenceKind;

  @ApiPropertyOptional({ description: "The first day is a half day ('Halv dag'; Ferie, Velferdspermisjon)" })
  @IsOptional()
  @IsBoolean({ message: absenceErrors.halfDayNotBoolean })
  halfDayStart?: boolean;

  @ApiPropertyOptional({ description: 'The last day is a half day (Ferie, Velferdspermisjon)' })
  @IsOptional()
  @IsBoolean({ message: absenceErrors.halfDayNotBoolean })
  halfDayEnd?: boolean;

  @ApiPropertyOptional({
    minimum: 0.01,
    maximum: 24,
    description: 'Hours away on each counted day (Avspasering, Velferdspermisjon)',
  })
  @IsOptional()
  @IsHours({ message: absenceErrors.hoursNotNumber })
  hours?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 100,
    description: 'PermisjonUtenLonn, Foreldrepermisjon, Sykmelding (gradert)',
  })
  @IsOptional()
  @IsInt({ message: absenceFieldErrors.percentageOutOfRange })
  percentage?: number;
}
