import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FirebaseAuthGuard } from './firebase-auth.guard.js';
import { IdentityAccounts } from './identity-accounts.js';
import { TokenVerifier } from './token-verifier.service.js';

@Global()
@Module({
  providers: [TokenVerifier, IdentityAccounts, { provide: APP_GUARD, useClass: FirebaseAuthGuard }],
  exports: [TokenVerifier, IdentityAccounts],
})
export class AuthModule {}
