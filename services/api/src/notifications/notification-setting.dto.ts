import { ApiProperty } from '@nestjs/swagger';
import { serverCore } from '@ferieplan/texts';
import { IsBoolean } from 'class-validator';

export class NotificationSettingDto {
  @ApiProperty()
  @IsBoolean({ message: serverCore.invalidField('enabled') })
  enabled: boolean;
}
