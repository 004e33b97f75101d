import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { server } from '@ferieplan/texts';
import { unauthenticated } from '../common/domain-error.js';
import { authFailures } from '../observability/metrics.js';
import { IS_PUBLIC } from './public.decorator.js';
import { TokenVerifier } from './token-verifier.service.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Global guard: every route needs `Authorization: Bearer <Firebase ID token>` unless @Public(). */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest();
    const header = request.headers?.authorization;
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    if (!match) {
      authFailures.inc({ reason: 'missing' });
      throw unauthenticated(server.unauthorized);
    }
    request.user = await this.verifier.verify(match[1]);
    return true;
  }
}
