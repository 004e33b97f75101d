import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { SetSlackChannelBody } from '@ferieplan/contracts';
import { serverChat } from '@ferieplan/texts';

export class SetSlackChannelDto implements SetSlackChannelBody {
  @ApiProperty({ example: 'C0123ABCD' })
  @IsString({ message: serverChat.channelRequired })
  @Matches(/^[A-Z0-9]{1,40}$/, { message: serverChat.channelUnknown })
  channelId!: string;
}
