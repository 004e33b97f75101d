import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FirebaseAuthGuard } from './firebase-auth.guard.js';
import { TokenVerifier } from './token-verifier.service.js';

@Global()
@Module({
  providers: [TokenVerifier, { provide: APP_GUARD, useClass: FirebaseAuthGuard }],
  exports: [TokenVerifier],
})
export class AuthModule {}
