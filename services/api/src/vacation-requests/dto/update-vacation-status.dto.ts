import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { VacationStatus, type UpdateVacationStatusBody } from '@ferieplan/contracts';
import { serverVacation } from '@ferieplan/texts';
import { normalizeVacationStatus } from '../vacation-status.js';

/** Targets an admin may choose; Pending is only ever the starting state. */
export const DECISION_STATUSES = [VacationStatus.Approved, VacationStatus.Rejected] as const;

export class UpdateVacationStatusDto implements UpdateVacationStatusBody {
  @ApiProperty({ enum: DECISION_STATUSES, description: 'Any casing is accepted' })
  @Transform(({ value }) => normalizeVacationStatus(value) ?? value)
  @IsIn(DECISION_STATUSES, { message: serverVacation.statusInvalid })
  status!: string;
}
