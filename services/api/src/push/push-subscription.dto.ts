import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import type { PushSubscriptionBody, PushSubscriptionKeys, PushUnsubscribeBody } from '@ferieplan/contracts';
import { serverPush, serverWebhooks } from '@ferieplan/texts';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

class PushSubscriptionKeysDto implements PushSubscriptionKeys {
  @ApiProperty({ description: "The browser's P-256 public key (base64url)" })
  @IsString({ message: serverPush.keysInvalid })
  @MaxLength(200, { message: serverPush.keysInvalid })
  @Matches(BASE64URL, { message: serverPush.keysInvalid })
  p256dh!: string;

  @ApiProperty({ description: 'The authentication secret (base64url)' })
  @IsString({ message: serverPush.keysInvalid })
  @MaxLength(100, { message: serverPush.keysInvalid })
  @Matches(BASE64URL, { message: serverPush.keysInvalid })
  auth!: string;
}

export class PushUnsubscribeDto implements PushUnsubscribeBody {
  // Scheme, credentials and addresses are the service's checks (webhook-url.ts), with their own messages.
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/abc', maxLength: 1000 })
  @IsString({ message: serverWebhooks.urlInvalid })
  @MaxLength(1000, { message: serverWebhooks.urlInvalid })
  endpoint!: string;
}

export class PushSubscriptionDto extends PushUnsubscribeDto implements PushSubscriptionBody {
  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsObject({ message: serverPush.keysInvalid })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys!: PushSubscriptionKeysDto;
}
