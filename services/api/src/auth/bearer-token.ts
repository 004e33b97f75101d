import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of `Authorization: Bearer <token>`, or null when the header is missing or malformed. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers?.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  return match ? match[1] : null;
}
