import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { firebaseAuth } from './firebase-app.js';
import { TokenVerifier } from './token-verifier.service.js';

/** The person's sign-in account at the identity provider (Firebase Authentication, or its emulator). */
@Injectable()
export class IdentityAccounts {
  private readonly logger = new Logger('Auth');
  private readonly auth: Auth;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: TokenVerifier,
  ) {
    this.auth = firebaseAuth(config);
  }

  /** Deletes the account; true when it is gone (also when it was already gone), false when the provider failed. */
  async delete(uid: string): Promise<boolean> {
    this.tokens.forget(uid);
    try {
      await this.auth.deleteUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return true;
      this.logger.error(`Could not delete the sign-in account ${uid}: ${(error as Error).message}`);
      return false;
    }
  }
}
