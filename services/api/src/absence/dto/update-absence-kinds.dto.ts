import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  ValidateNested,
} from 'class-validator';
import { ABSENCE_KINDS, type AbsenceKind, type UpdateAbsenceKindSettingsBody } from '@ferieplan/contracts';
import { absenceErrors, absenceFieldErrors } from '@ferieplan/texts';

/** One kind's choice. */
export class AbsenceKindChoiceDto {
  @ApiProperty({ enum: ABSENCE_KINDS })
  @IsDefined({ message: absenceFieldErrors.kindUnknown })
  @IsIn(ABSENCE_KINDS, { message: absenceFieldErrors.kindUnknown })
  kind!: AbsenceKind;

  @ApiProperty()
  @IsBoolean({ message: absenceErrors.enabledNotBoolean })
  enabled!: boolean;

  @ApiProperty()
  @IsBoolean({ message: absenceErrors.needsApprovalNotBoolean })
  needsApproval!: boolean;
}

export class UpdateAbsenceKindSettingsDto implements UpdateAbsenceKindSettingsBody {
  @ApiProperty({ type: [AbsenceKindChoiceDto], description: 'Kinds left out keep their setting' })
  @IsDefined({ message: absenceErrors.settingsKindsRequired })
  @IsArray({ message: absenceErrors.settingsKindsRequired })
  @ArrayMinSize(1, { message: absenceErrors.settingsKindsRequired })
  @ArrayMaxSize(ABSENCE_KINDS.length, { message: absenceErrors.kindRepeated })
  @ValidateNested({ each: true })
  @Type(() => AbsenceKindChoiceDto)
  kinds!: AbsenceKindChoiceDto[];
}
