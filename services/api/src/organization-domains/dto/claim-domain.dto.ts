import { ApiProperty } from '@nestjs/swagger';
import type { ClaimDomainBody } from '@ferieplan/contracts';
import { serverCore, serverDomains } from '@ferieplan/texts';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms.js';

export class ClaimDomainDto implements ClaimDomainBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverCore.invalidField('organizationId') })
  organizationId!: string;

  @ApiProperty({
    maxLength: 253,
    example: 'firma.no',
    description: 'The e-mail domain (checked and lower-cased by the server)',
  })
  @Trim()
  @IsString({ message: serverDomains.domainInvalid })
  @IsNotEmpty({ message: serverDomains.domainInvalid })
  @MaxLength(253, { message: serverDomains.domainInvalid })
  domain!: string;
}
