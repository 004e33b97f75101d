import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { looksLikeApiKey } from '../api-keys/api-key-secret.js';
import { ApiKeyVerifier, type ApiKeyCaller } from './api-key-verifier.service.js';
import type { AuthUser } from './auth-user.js';
import { bearerToken } from './bearer-token.js';

/** The request of an API-key caller carries its key (the guard's policy reads it). */
export type ApiKeyRequest = FastifyRequest & { apiKey?: ApiKeyCaller };

/**
 * An organisation API key: `Authorization: Bearer fp_…`. It authenticates as the admin who made it;
 * which routes it may reach, and in which organisation, the guard decides (api-key-policy.ts).
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(private readonly keys: ApiKeyVerifier) {
    super();
  }

  async validate(request: ApiKeyRequest): Promise<AuthUser | null> {
    const token = bearerToken(request);
    if (!token || !looksLikeApiKey(token)) return null;
    const { user, key } = await this.keys.verify(token);
    request.apiKey = key;
    return user;
  }
}
