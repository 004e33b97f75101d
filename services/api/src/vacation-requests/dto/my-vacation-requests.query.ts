import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { serverVacation } from '@ferieplan/texts';

export class MyVacationRequestsQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: serverVacation.organizationIdInvalid })
  organizationId?: string;
}
