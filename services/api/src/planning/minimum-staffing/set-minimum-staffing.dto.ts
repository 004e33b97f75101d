import { ApiProperty } from '@nestjs/swagger';
import type { SetMinimumStaffingBody } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { MAX_STAFFING, MIN_STAFFING } from '@ferieplan/vacation-rules';
import { IsDefined, IsInt, Max, Min, ValidateIf } from 'class-validator';

const invalid = serverPlanning.minimumStaffingInvalid(MIN_STAFFING, MAX_STAFFING);

export class SetMinimumStaffingDto implements SetMinimumStaffingBody {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: MIN_STAFFING,
    description: "'Minst {n} på jobb'; null removes it",
  })
  @IsDefined({ message: invalid })
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: invalid })
  @Min(MIN_STAFFING, { message: invalid })
  @Max(MAX_STAFFING, { message: invalid })
  minimumStaffing!: number | null;
}
