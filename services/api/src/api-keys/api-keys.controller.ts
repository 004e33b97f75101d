import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiKey, CreatedApiKey } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { apiKeyExample, createApiKeyExample, createdApiKeyExample } from '../openapi/api-key-examples.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyDto } from './create-api-key.dto.js';

// Key management is for signed-in admins only: an API key never reaches these routes (no @ApiKeyAllowed).
@ApiTags('ApiKeys')
@ApiBearerAuth()
@Controller('ApiKeys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @ApiOperation({ summary: "The organisation's API keys, newest first, revoked ones included (admins)" })
  @ApiOutcome(['ApiKey'], { errors: [403], example: [apiKeyExample] })
  @Get('organization/:organizationId')
  list(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<ApiKey[]> {
    return this.keys.list(user.uid, organizationId);
  }

  @ApiOperation({
    summary:
      'Make an API key (admins, Pro; at most 50 active). The answer carries the whole key, the only time it is shown',
  })
  @ApiOutcome('CreatedApiKey', {
    errors: [403, 409],
    example: createdApiKeyExample,
    requestExample: createApiKeyExample,
  })
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateApiKeyDto): Promise<CreatedApiKey> {
    return this.keys.create(user.uid, body);
  }

  @ApiOperation({ summary: 'Revoke a key: the next request with it is refused (admins)' })
  @ApiOutcome(204, { errors: [403] })
  @Delete(':id')
  @HttpCode(204)
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.keys.revoke(user.uid, id);
  }
}
