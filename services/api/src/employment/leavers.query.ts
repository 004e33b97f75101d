import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { serverEmployment } from '@ferieplan/texts';

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;

/** ?year=YYYY of the leavers list; the current year when left out. */
export class LeaversQuery {
  @ApiPropertyOptional({ example: 2026, minimum: 2000, maximum: 2100 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt({ message: serverEmployment.yearInvalid })
  @Min(2000, { message: serverEmployment.yearInvalid })
  @Max(2100, { message: serverEmployment.yearInvalid })
  year?: number;
}
