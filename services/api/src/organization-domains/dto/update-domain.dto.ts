import { ApiProperty } from '@nestjs/swagger';
import type { UpdateDomainBody } from '@ferieplan/contracts';
import { serverDomains } from '@ferieplan/texts';
import { IsBoolean } from 'class-validator';

export class UpdateDomainDto implements UpdateDomainBody {
  @ApiProperty({ description: "'Join by domain': people with a verified address at the domain may join" })
  @IsBoolean({ message: serverDomains.joinEnabledInvalid })
  joinEnabled!: boolean;
}
