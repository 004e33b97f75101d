import { ApiProperty } from '@nestjs/swagger';
import type { SetAdminBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsBoolean } from 'class-validator';

export class SetAdminDto implements SetAdminBody {
  @ApiProperty()
  @IsBoolean({ message: serverCore.invalidField('isAdmin') })
  isAdmin: boolean;
}
