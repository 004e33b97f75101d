import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ABSENCE_KINDS } from '@ferieplan/contracts';
import { absenceFieldErrors } from '@ferieplan/texts';

/** The optional `?kind=` of the lists, reports, exports and feeds (issue 24): one absence kind. */
export const AbsenceKindFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: ABSENCE_KINDS, description: 'Only this absence kind' }),
    IsOptional(),
    IsIn(ABSENCE_KINDS, { message: absenceFieldErrors.kindUnknown }),
  );
