import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsUUID } from 'class-validator';
import type {
  CreateVacationReturnBody,
  DecideVacationReturnBody,
  VacationReturnStatus,
} from '@ferieplan/contracts';
import { vacationReturnErrors } from '@ferieplan/texts';

/** The person asks for the ferie days their sykmelding covered. */
export class CreateVacationReturnDto implements CreateVacationReturnBody {
  @ApiProperty({ format: 'uuid', description: "The person's own approved Ferie request" })
  @IsUUID('all', { message: vacationReturnErrors.ferieNotFound })
  vacationRequestId!: string;

  @ApiProperty({ format: 'uuid', description: "The person's own Sykmelding (100 %) on days of that ferie" })
  @IsUUID('all', { message: vacationReturnErrors.sickNotFound })
  sickRequestId!: string;
}

/** An admin approves (the days come back) or rejects. */
export class DecideVacationReturnDto implements DecideVacationReturnBody {
  @ApiProperty()
  @IsDefined({ message: vacationReturnErrors.approveRequired })
  @IsBoolean({ message: vacationReturnErrors.approveRequired })
  approve!: boolean;
}

const STATUSES = ['Pending', 'Approved', 'Rejected', 'all'] as const;

/** ?status= (default Pending). */
export class VacationReturnListQuery {
  @ApiPropertyOptional({ enum: STATUSES, default: 'Pending' })
  @IsOptional()
  @IsIn(STATUSES, { message: vacationReturnErrors.statusInvalid })
  status?: VacationReturnStatus | 'all';
}
