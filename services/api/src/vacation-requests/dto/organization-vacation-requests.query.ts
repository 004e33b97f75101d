import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { VacationStatus, type AbsenceKind } from '@ferieplan/contracts';
import { serverVacation } from '@ferieplan/texts';
import { AbsenceKindFilter } from '../../absence/kind-filter.decorator.js';
import { PageQuery } from '../../common/page.query.js';
import { normalizeVacationStatus } from '../vacation-status.js';

/** `status=ALL` (any casing) or no status means every status. */
const toStatusFilter = ({ value }: { value: unknown }) => {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'all') return undefined;
  return normalizeVacationStatus(value) ?? value;
};

/** Query text to an integer; anything else is left for @IsInt to refuse. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;

export class OrganizationVacationRequestsQuery extends PageQuery {
  @ApiPropertyOptional({ example: 2026 })
  @IsOptional()
  @Transform(toInteger)
  @IsInt({ message: serverVacation.yearInvalid })
  @Min(1900, { message: serverVacation.yearInvalid })
  @Max(9998, { message: serverVacation.yearInvalid })
  year?: number;

  @ApiPropertyOptional({ enum: [...Object.values(VacationStatus), 'ALL'] })
  @IsOptional()
  @Transform(toStatusFilter)
  @IsIn(Object.values(VacationStatus), { message: serverVacation.statusFilterInvalid })
  status?: VacationStatus;

  @AbsenceKindFilter()
  kind?: AbsenceKind;
}
