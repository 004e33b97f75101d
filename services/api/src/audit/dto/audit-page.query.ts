import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { AUDIT_CATEGORIES, type AuditCategory } from '@ferieplan/contracts';
import { serverAudit } from '@ferieplan/texts';

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
const emptyAsMissing = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export const AUDIT_PAGE_SIZE = 50;

/** ?person=&category=&cursor=&limit= of GET /api/Audit/organization/{organizationId}. */
export class AuditPageQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Entries where this employee (Employee.id) acted or was concerned',
  })
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsUUID('all', { message: serverAudit.personInvalid })
  person?: string;

  @ApiPropertyOptional({ enum: AUDIT_CATEGORIES })
  @Transform(emptyAsMissing)
  @IsOptional()
  @IsIn(AUDIT_CATEGORIES, { message: serverAudit.categoryInvalid })
  category?: AuditCategory;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @Transform(emptyAsMissing)
  @IsOptional()
  @Matches(/^[1-9]\d{0,17}$/, { message: serverAudit.cursorInvalid })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: AUDIT_PAGE_SIZE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt({ message: serverAudit.limitInvalid })
  @Min(1, { message: serverAudit.limitInvalid })
  @Max(100, { message: serverAudit.limitInvalid })
  limit?: number;
}
