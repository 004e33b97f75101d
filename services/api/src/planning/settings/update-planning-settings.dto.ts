import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { isMonthDay, MAX_TRANSFER_LIMIT } from '@ferieplan/vacation-rules';
import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';

/** Either field may be left out; summerRequestDeadline null removes the deadline. */
export class UpdatePlanningSettingsDto implements UpdatePlanningSettingsBody {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_TRANSFER_LIMIT,
    description: 'Weekdays (10 = 12 virkedager)',
  })
  @IsOptional()
  @IsInt({ message: serverPlanning.transferLimitInvalid(MAX_TRANSFER_LIMIT) })
  @Min(0, { message: serverPlanning.transferLimitInvalid(MAX_TRANSFER_LIMIT) })
  @Max(MAX_TRANSFER_LIMIT, { message: serverPlanning.transferLimitInvalid(MAX_TRANSFER_LIMIT) })
  transferLimit?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '04-01',
    description: "'MM-DD', every year (Pro)",
  })
  @IsOptional()
  @ValidateBy({
    name: 'isMonthDay',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isMonthDay(value),
      defaultMessage: () => serverPlanning.summerDeadlineInvalid,
    },
  })
  summerRequestDeadline?: string | null;
}
