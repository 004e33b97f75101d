import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointBody,
  type WebhookEventType,
} from '@ferieplan/contracts';
import { serverWebhooks } from '@ferieplan/texts';

export class CreateWebhookEndpointDto implements CreateWebhookEndpointBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverWebhooks.organizationIdInvalid })
  organizationId!: string;

  // Scheme, credentials and addresses are the service's checks (webhook-url.ts), with their own messages.
  @ApiProperty({ example: 'https://lonn.example.no/ferieplan', maxLength: 2000 })
  @IsString({ message: serverWebhooks.urlInvalid })
  @MaxLength(2000, { message: serverWebhooks.urlInvalid })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['absence.decided', 'member.left'] })
  @IsArray({ message: serverWebhooks.eventsRequired })
  @ArrayNotEmpty({ message: serverWebhooks.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: serverWebhooks.eventInvalid })
  @ArrayUnique({ message: serverWebhooks.eventInvalid })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: serverWebhooks.eventInvalid })
  events!: WebhookEventType[];
}
