import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { EXPORT_FORMATS, type AbsenceKind, type ExportFormat } from '@ferieplan/contracts';
import { AbsenceKindFilter } from '../absence/kind-filter.decorator.js';
import { serverReports } from '@ferieplan/texts';

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
const emptyAsMissing = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** ?year=YYYY; the current year when left out. */
export class YearQuery {
  @ApiPropertyOptional({ example: 2027, minimum: 2000, maximum: 2100 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt({ message: serverReports.yearInvalid })
  @Min(2000, { message: serverReports.yearInvalid })
  @Max(2100, { message: serverReports.yearInvalid })
  year?: number;
}

/** ?year=YYYY[&teamId=] of the report routes. */
export class ReportQuery extends YearQuery {
  // A malformed id is not a team of the organisation: the service answers 404, not 400.
  @ApiPropertyOptional({ format: 'uuid', description: 'Only members of this team; omitted = everyone' })
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsString({ message: serverReports.teamNotFound })
  teamId?: string;

  /** Issue 24: count this kind; omitted = Ferie (the spec's vacation days). */
  @Transform(emptyAsMissing)
  @AbsenceKindFilter()
  kind?: AbsenceKind;
}

/** ...&format=csv|xlsx of the export routes. */
export class ExportQuery extends ReportQuery {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'csv' })
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: serverReports.formatInvalid })
  format?: ExportFormat;
}
