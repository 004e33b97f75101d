import { ApiProperty } from '@nestjs/swagger';
import type { UpdateApprovalSettingsBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsBoolean, IsDefined, ValidateIf } from 'class-validator';

export class UpdateApprovalSettingsDto implements UpdateApprovalSettingsBody {
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'null = automatisk (på med to eller flere administratorer)',
  })
  @IsDefined({ message: serverCore.invalidField('requireSecondAdmin') })
  @ValidateIf((_object, value) => value !== null)
  @IsBoolean({ message: serverCore.invalidField('requireSecondAdmin') })
  requireSecondAdmin!: boolean | null;
}
