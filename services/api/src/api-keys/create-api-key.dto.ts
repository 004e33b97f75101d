import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { ApiKeyScope, CreateApiKeyBody } from '@ferieplan/contracts';
import { serverApiKeys, serverVacation } from '@ferieplan/texts';
import { IsCleanText } from '../common/clean-text.validator.js';
import { IsIsoDate } from '../vacation-requests/is-iso-date.validator.js';

const SCOPES: readonly ApiKeyScope[] = ['read', 'write'];
const MAX_NAME_LENGTH = 100;

export class CreateApiKeyDto implements CreateApiKeyBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverVacation.organizationIdInvalid })
  organizationId!: string;

  @ApiProperty({
    maxLength: MAX_NAME_LENGTH,
    description: 'What the key is for, e.g. the system that uses it',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: serverApiKeys.nameRequired })
  @IsNotEmpty({ message: serverApiKeys.nameRequired })
  @MaxLength(MAX_NAME_LENGTH, { message: serverApiKeys.nameTooLong })
  @IsCleanText('Navnet')
  name!: string;

  @ApiProperty({ enum: SCOPES, description: "'read': GET only; 'write': also the changes keys may make" })
  @IsIn(SCOPES, { message: serverApiKeys.scopeInvalid })
  scope!: ApiKeyScope;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Last day the key works (Norwegian time); omitted or null: no expiry',
  })
  @IsOptional()
  @IsIsoDate({ message: serverApiKeys.expiresInvalid })
  expiresOn?: string | null;
}
