import type { FastifyRequest } from 'fastify';
import type { ApiKeyCaller } from './api-key-verifier.service.js';

/** The request of an API-key caller carries its key (the guard's policy reads it). */
export type ApiKeyRequest = FastifyRequest & { apiKey?: ApiKeyCaller };
