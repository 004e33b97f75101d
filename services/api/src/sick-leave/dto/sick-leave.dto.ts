import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import type {
  CreateSykmeldingBody,
  EgenmeldingScheme,
  UpdateSickLeaveSettingsBody,
} from '@ferieplan/contracts';
import {
  absenceFieldErrors,
  serverCore,
  sickLeaveErrors,
  sickLeaveReport,
  vacationRequestRules,
} from '@ferieplan/texts';
import { EXTENDED_EGENMELDING_MAX } from '@ferieplan/vacation-rules';
import { IsIsoDate } from '../../vacation-requests/is-iso-date.validator.js';

const SCHEMES: readonly EgenmeldingScheme[] = ['law', 'extended'];

/** The organisation's egenmelding scheme (the day numbers count on the extended scheme only). */
export class UpdateSickLeaveSettingsDto implements UpdateSickLeaveSettingsBody {
  @ApiProperty({ enum: SCHEMES, description: "'law': folketrygdloven § 8-24; 'extended': IA-avtale" })
  @IsDefined({ message: sickLeaveErrors.schemeInvalid })
  @IsIn(SCHEMES, { message: sickLeaveErrors.schemeInvalid })
  scheme!: EgenmeldingScheme;

  @ApiPropertyOptional({ minimum: 1, maximum: EXTENDED_EGENMELDING_MAX.daysPerOccurrence })
  @IsOptional()
  @IsInt({ message: sickLeaveErrors.daysPerOccurrenceInvalid })
  @Min(1, { message: sickLeaveErrors.daysPerOccurrenceInvalid })
  @Max(EXTENDED_EGENMELDING_MAX.daysPerOccurrence, { message: sickLeaveErrors.daysPerOccurrenceInvalid })
  extendedDaysPerOccurrence?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: EXTENDED_EGENMELDING_MAX.daysIn12Months })
  @IsOptional()
  @IsInt({ message: sickLeaveErrors.daysIn12MonthsInvalid })
  @Min(1, { message: sickLeaveErrors.daysIn12MonthsInvalid })
  @Max(EXTENDED_EGENMELDING_MAX.daysIn12Months, { message: sickLeaveErrors.daysIn12MonthsInvalid })
  extendedDaysIn12Months?: number;
}

/** An admin registers a member's sykmelding: period and grade only (no diagnosis, no note). */
export class CreateSykmeldingDto implements CreateSykmeldingBody {
  @ApiProperty({ format: 'uuid', description: 'The member (Employee.id)' })
  @IsUUID('all', { message: serverCore.employeeNotFound })
  userId!: string;

  @ApiProperty({ example: '2026-03-02', description: 'YYYY-MM-DD' })
  @IsDefined({ message: vacationRequestRules.startRequired })
  @IsIsoDate({ message: vacationRequestRules.invalidDate })
  startDate!: string;

  @ApiProperty({ example: '2026-03-20', description: 'YYYY-MM-DD, same year as startDate, not before it' })
  @IsDefined({ message: vacationRequestRules.endRequired })
  @IsIsoDate({ message: vacationRequestRules.invalidDate })
  endDate!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'Gradert sykmelding; left out = 100' })
  @IsOptional()
  @IsInt({ message: absenceFieldErrors.percentageOutOfRange })
  percentage?: number;
}

/** ?asOf=YYYY-MM-DD (default today). */
export class EmployerPeriodQuery {
  @ApiPropertyOptional({ example: '2026-03-31' })
  @IsOptional()
  @IsIsoDate({ message: sickLeaveErrors.dateInvalid })
  asOf?: string;
}

/** ?month=YYYY-MM. */
export class UsedUpQuery {
  @ApiProperty({ example: '2026-03' })
  @IsDefined({ message: sickLeaveErrors.monthInvalid })
  @Matches(/^20\d{2}-(0[1-9]|1[0-2])$/, { message: sickLeaveErrors.monthInvalid })
  month!: string;
}

/** ?year=YYYY (2000-2099). */
export class SickLeaveReportQuery {
  @ApiProperty({ example: 2026 })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: sickLeaveReport.yearInvalid })
  @Min(2000, { message: sickLeaveReport.yearInvalid })
  @Max(2099, { message: sickLeaveReport.yearInvalid })
  year!: number;
}
