import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { UpdateSickChildDeclarationBody } from '@ferieplan/contracts';
import { serverReports, sickChildErrors } from '@ferieplan/texts';

/** The person's declaration of children under 12 and sole care (Sykt barn). */
export class UpdateSickChildDeclarationDto implements UpdateSickChildDeclarationBody {
  @ApiProperty({ example: 2, minimum: 0, maximum: 20 })
  @IsDefined({ message: sickChildErrors.childrenInvalid })
  @IsInt({ message: sickChildErrors.childrenInvalid })
  @Min(0, { message: sickChildErrors.childrenInvalid })
  @Max(20, { message: sickChildErrors.childrenInvalid })
  childrenUnder12!: number;

  @ApiProperty({ example: false })
  @IsDefined({ message: sickChildErrors.soleCareInvalid })
  @IsBoolean({ message: sickChildErrors.soleCareInvalid })
  soleCare!: boolean;
}

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;

/** ?year= (default: this year). */
export class SickChildYearQuery {
  @ApiPropertyOptional({ example: 2026, minimum: 2000, maximum: 2100 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt({ message: serverReports.yearInvalid })
  @Min(2000, { message: serverReports.yearInvalid })
  @Max(2100, { message: serverReports.yearInvalid })
  year?: number;
}
