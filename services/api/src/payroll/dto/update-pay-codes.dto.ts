import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ABSENCE_KINDS, type AbsenceKind, type UpdatePayCodesBody } from '@ferieplan/contracts';
import { serverPayroll } from '@ferieplan/texts';
import { isPayCode } from '@ferieplan/vacation-rules';

/** One kind's pay code: 1-10 letters or digits, trimmed; null or '' removes it. */
export class PayCodeDto {
  @ApiProperty({ enum: ABSENCE_KINDS })
  @IsDefined({ message: serverPayroll.kindNotOffered })
  @IsIn(ABSENCE_KINDS, { message: serverPayroll.kindNotOffered })
  kind!: AbsenceKind;

  @ApiProperty({ type: String, nullable: true, pattern: '^[A-Za-z0-9]{1,10}$' })
  @Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  })
  @ValidateBy(
    {
      name: 'isPayCodeOrNull',
      validator: {
        validate: (value: unknown) => value === null || (typeof value === 'string' && isPayCode(value)),
      },
    },
    { message: serverPayroll.payCodeInvalid },
  )
  payCode!: string | null;
}

export class UpdatePayCodesDto implements UpdatePayCodesBody {
  @ApiProperty({ type: [PayCodeDto], description: 'Kinds left out keep their pay code' })
  @IsDefined({ message: serverPayroll.payCodesRequired })
  @IsArray({ message: serverPayroll.payCodesRequired })
  @ArrayMinSize(1, { message: serverPayroll.payCodesRequired })
  @ArrayMaxSize(ABSENCE_KINDS.length, { message: serverPayroll.kindRepeated })
  @ValidateNested({ each: true })
  @Type(() => PayCodeDto)
  codes!: PayCodeDto[];
}
