import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { VacationStatus, type UpdateVacationStatusBody } from '@ferieplan/contracts';
import { serverPlanning, serverVacation } from '@ferieplan/texts';
import { normalizeVacationStatus } from '../vacation-status.js';

/** Targets an admin may choose; Pending is only ever the starting state. */
export const DECISION_STATUSES = [VacationStatus.Approved, VacationStatus.Rejected] as const;

export class UpdateVacationStatusDto implements UpdateVacationStatusBody {
  @ApiProperty({ enum: DECISION_STATUSES, description: 'Any casing is accepted' })
  @Transform(({ value }) => normalizeVacationStatus(value) ?? value)
  @IsIn(DECISION_STATUSES, { message: serverVacation.statusInvalid })
  status!: string;

  @ApiPropertyOptional({
    description: "Approve even if the member's team falls below its minimum staffing on the days a 409 named",
  })
  @IsOptional()
  @IsBoolean({ message: serverPlanning.confirmInvalid })
  confirmUnderstaffing?: boolean;
}
