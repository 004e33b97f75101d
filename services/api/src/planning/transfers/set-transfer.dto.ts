import { ApiProperty } from '@nestjs/swagger';
import type { SetTransferBody } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { IsInt, Max, Min } from 'class-validator';

export class SetTransferDto implements SetTransferBody {
  @ApiProperty({
    minimum: 0,
    description: 'Weekdays moved from last year into this year; 0 removes the transfer',
  })
  @IsInt({ message: serverPlanning.transferDaysInvalid })
  @Min(0, { message: serverPlanning.transferDaysInvalid })
  @Max(1000, { message: serverPlanning.transferDaysInvalid })
  days!: number;
}
