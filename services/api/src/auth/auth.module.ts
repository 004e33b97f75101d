import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeysRepository } from '../api-keys/api-keys.repository.js';
import { ApiKeyVerifier } from './api-key-verifier.service.js';
import { BearerAuthGuard } from './bearer-auth.guard.js';
import { IdentityAccounts } from './identity-accounts.js';
import { TokenVerifier } from './token-verifier.service.js';

@Global()
@Module({
  providers: [
    TokenVerifier,
    IdentityAccounts,
    ApiKeysRepository,
    ApiKeyVerifier,
    { provide: APP_GUARD, useClass: BearerAuthGuard },
  ],
  exports: [TokenVerifier, IdentityAccounts, ApiKeysRepository],
})
export class AuthModule {}
