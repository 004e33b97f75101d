import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import type { CreateCheckoutSessionBody } from '@ferieplan/contracts';
import { serverPayment } from '@ferieplan/texts';

export class CreateCheckoutSessionDto implements CreateCheckoutSessionBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverPayment.organizationIdInvalid })
  organizationId!: string;

  @ApiProperty({ enum: ['pro'] })
  @IsIn(['pro'], { message: serverPayment.planTypeInvalid })
  planType!: 'pro';
}
