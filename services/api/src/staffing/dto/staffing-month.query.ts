import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { serverStaffing } from '@ferieplan/texts';

/** Query text to an integer; anything else is left for @IsInt to refuse with the Norwegian message. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;

/** ?year=YYYY&month=M[&teamId=] of GET /api/Staffing/organization/{organizationId}. */
export class StaffingMonthQuery {
  @ApiProperty({ example: 2026, minimum: 2000, maximum: 2100 })
  @Transform(toInteger)
  @IsInt({ message: serverStaffing.yearInvalid })
  @Min(2000, { message: serverStaffing.yearInvalid })
  @Max(2100, { message: serverStaffing.yearInvalid })
  year: number;

  @ApiProperty({ example: 11, minimum: 1, maximum: 12 })
  @Transform(toInteger)
  @IsInt({ message: serverStaffing.monthInvalid })
  @Min(1, { message: serverStaffing.monthInvalid })
  @Max(12, { message: serverStaffing.monthInvalid })
  month: number;

  // A malformed id is not a team of the organisation: the service answers 404, not 400.
  @ApiPropertyOptional({ format: 'uuid', description: 'Only members of this team; omitted = all teams' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString({ message: serverStaffing.teamNotFound })
  teamId?: string;
}
