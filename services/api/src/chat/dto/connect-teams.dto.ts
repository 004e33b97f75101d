import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { ConnectTeamsBody } from '@ferieplan/contracts';
import { serverChat } from '@ferieplan/texts';

export class ConnectTeamsDto implements ConnectTeamsBody {
  // The host rules are the service's (teams-url.ts), with their own messages.
  @ApiProperty({ example: 'https://prod-01.westeurope.logic.azure.com/workflows/…', maxLength: 2000 })
  @IsString({ message: serverChat.teamsUrlInvalid })
  @MaxLength(2000, { message: serverChat.teamsUrlInvalid })
  url!: string;
}
