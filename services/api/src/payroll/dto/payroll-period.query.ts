import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional } from 'class-validator';
import { PAYROLL_FORMATS, type PayrollFormat } from '@ferieplan/contracts';
import { serverPayroll } from '@ferieplan/texts';
import { IsIsoDate } from '../../vacation-requests/is-iso-date.validator.js';
import { IsPayrollPeriod } from './payroll-period.validator.js';

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: a period of at most a year, both ends inclusive. */
export class PayrollPeriodQuery {
  @ApiProperty({ format: 'date', example: '2027-01-01' })
  @IsDefined({ message: serverPayroll.fromInvalid })
  @IsIsoDate({ message: serverPayroll.fromInvalid })
  from!: string;

  @ApiProperty({ format: 'date', example: '2027-01-31' })
  @IsDefined({ message: serverPayroll.toInvalid })
  @IsIsoDate({ message: serverPayroll.toInvalid })
  @IsPayrollPeriod()
  to!: string;
}

/** ...&format=visma|csv|xlsx of the export route (default visma). */
export class PayrollExportQuery extends PayrollPeriodQuery {
  @ApiPropertyOptional({ enum: PAYROLL_FORMATS, default: 'visma' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsIn(PAYROLL_FORMATS, { message: serverPayroll.formatInvalid })
  format?: PayrollFormat;
}
