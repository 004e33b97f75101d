import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { ApiKeyScope } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import { unauthenticated } from '../common/domain-error.js';
import { authFailures } from '../observability/metrics.js';
import { API_KEY_SCOPE } from './api-key-allowed.decorator.js';
import { admitApiKey } from './api-key-policy.js';
import type { AuthUser } from './auth-user.js';
import { IS_PUBLIC } from './public.decorator.js';

/**
 * Global guard: every route needs `Authorization: Bearer <token>` unless @Public(). Two passport
 * strategies, tried in this order: an organisation API key (`fp_…`, api-key.strategy.ts) and a
 * person's Firebase ID token (firebase.strategy.ts). Each declines a token that is not its kind; an
 * error either throws ends it. Then an API key must also pass the route's policy (api-key-policy.ts).
 */
/** What a route's decorators say about its callers. */
interface RoutePolicy {
  isPublic: boolean;
  scope: ApiKeyScope | undefined;
}

@Injectable()
export class BearerAuthGuard extends AuthGuard(['api-key', 'firebase']) {
  /** By controller class, then handler: an inherited handler may sit in classes with other decorators. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, scope } = this.policyOf(context);
    if (isPublic) return true;
    await super.canActivate(context);
    admitApiKey(context.switchToHttp().getRequest(), scope);
    return true;
  }

  /**
   * The route's @Public and @ApiKeyAllowed, read once per handler: decorators are fixed once the
   * modules have loaded, so a request need not walk reflect-metadata again (who may call is still
   * decided on every request).
   */
  private policyOf(context: ExecutionContext): RoutePolicy {
    const handler = context.getHandler();
    const controller = context.getClass();
    let ofClass = this.policies.get(controller);
    if (!ofClass) this.policies.set(controller, (ofClass = new WeakMap()));
    let policy = ofClass.get(handler);
    if (!policy) {
      const targets = [handler, controller];
      policy = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
        scope: this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, targets),
      };
      ofClass.set(handler, policy);
    }
    return policy;
  }

  /** Both strategies declined: no bearer token, or a malformed Authorization header (as before passport). */
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) {
      authFailures.inc({ reason: 'missing' });
      throw unauthenticated(server.unauthorized);
    }
    return user;
  }
}
