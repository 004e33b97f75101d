import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { serverPlanning } from '@ferieplan/texts';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsIsoDate } from '../vacation-requests/is-iso-date.validator.js';

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;

/** ?year=YYYY of the summer overview; the current year when left out. */
export class SummerOverviewQuery {
  @ApiPropertyOptional({ example: 2026, minimum: 2000, maximum: 2100 })
  @IsOptional()
  @Transform(toInteger)
  @IsInt({ message: serverPlanning.yearInvalid })
  @Min(2000, { message: serverPlanning.yearInvalid })
  @Max(2100, { message: serverPlanning.yearInvalid })
  year?: number;
}

/** ?startDate&endDate of the request form's staffing warning (the range is checked by the controller). */
export class StaffingWarningQuery {
  @ApiProperty({ example: '2026-07-06' })
  @IsDefined({ message: serverPlanning.dateRangeInvalid })
  @IsIsoDate({ message: serverPlanning.dateRangeInvalid })
  startDate!: string;

  @ApiProperty({ example: '2026-07-17' })
  @IsDefined({ message: serverPlanning.dateRangeInvalid })
  @IsIsoDate({ message: serverPlanning.dateRangeInvalid })
  endDate!: string;
}
