import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeysRepository } from '../api-keys/api-keys.repository.js';
import { ApiKeyStrategy } from './api-key.strategy.js';
import { ApiKeyVerifier } from './api-key-verifier.service.js';
import { BearerAuthGuard } from './bearer-auth.guard.js';
import { FirebaseStrategy } from './firebase.strategy.js';
import { IdentityAccounts } from './identity-accounts.js';
import { TokenVerifier } from './token-verifier.service.js';

@Global()
@Module({
  providers: [
    TokenVerifier,
    IdentityAccounts,
    ApiKeysRepository,
    ApiKeyVerifier,
    FirebaseStrategy,
    ApiKeyStrategy,
    { provide: APP_GUARD, useClass: BearerAuthGuard },
  ],
  exports: [TokenVerifier, IdentityAccounts, ApiKeysRepository],
})
export class AuthModule {}
