import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { looksLikeApiKey } from '../api-keys/api-key-secret.js';
import type { AuthUser } from './auth-user.js';
import { bearerToken } from './bearer-token.js';
import { TokenVerifier } from './token-verifier.service.js';

/**
 * A person's Firebase ID token (the web apps). TokenVerifier keeps its cache, its errors (401 invalid
 * or revoked, 503 when Firebase cannot answer) and its metrics; a thrown error ends authentication.
 * Without a bearer token (or with an API key) the strategy declines and the guard answers 401.
 */
@Injectable()
export class FirebaseStrategy extends PassportStrategy(Strategy, 'firebase') {
  constructor(private readonly verifier: TokenVerifier) {
    super();
  }

  async validate(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearerToken(request);
    if (!token || looksLikeApiKey(token)) return null;
    return this.verifier.verify(token);
  }
}
