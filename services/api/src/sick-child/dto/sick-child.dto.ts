import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, Max, Min } from 'class-validator';
import type { UpdateSickChildDeclarationBody } from '@ferieplan/contracts';
import { sickChildErrors } from '@ferieplan/texts';

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
