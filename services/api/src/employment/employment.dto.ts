import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { UpdateEmploymentBody, UpdateEmploymentSettingsBody, WorkPattern } from '@ferieplan/contracts';
import { serverEmployment } from '@ferieplan/texts';
import { IsIsoDate } from '../vacation-requests/is-iso-date.validator.js';

/** A work pattern from a day on (issue 26). */
export class WorkPatternDto implements WorkPattern {
  @ApiProperty({ format: 'date', description: 'The first day the pattern applies' })
  @IsDefined({ message: serverEmployment.patternRequired })
  @IsIsoDate({ message: serverEmployment.dateInvalid('Arbeidsdagene gjelder fra') })
  validFrom!: string;

  @ApiProperty({
    minimum: 1,
    maximum: 127,
    description: 'Weekday mask: bit 0 = Monday ... bit 6 = Sunday (7 = Mon–Wed)',
  })
  @IsInt({ message: serverEmployment.weekdaysInvalid })
  @Min(1, { message: serverEmployment.weekdaysInvalid })
  @Max(127, { message: serverEmployment.weekdaysInvalid })
  weekdays!: number;
}

/** 'Ansatt fra', 'Ansatt til' and a new work pattern (admins); null clears a date. */
export class UpdateEmploymentDto implements UpdateEmploymentBody {
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: "'Ansatt fra'" })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsIsoDate({ message: serverEmployment.dateInvalid('Ansatt fra') })
  employedFrom?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: "'Ansatt til'" })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsIsoDate({ message: serverEmployment.dateInvalid('Ansatt til') })
  employedUntil?: string | null;

  @ApiPropertyOptional({ type: WorkPatternDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => WorkPatternDto)
  workPattern?: WorkPatternDto;
}

export class UpdateEmploymentSettingsDto implements UpdateEmploymentSettingsBody {
  @ApiProperty({ description: "'Full ferie i tiltredelsesåret'" })
  @IsBoolean({ message: serverEmployment.fullFirstYearInvalid })
  fullFirstYearVacation!: boolean;
}
