import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyScope } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import { looksLikeApiKey } from '../api-keys/api-key-secret.js';
import { unauthenticated } from '../common/domain-error.js';
import { authFailures } from '../observability/metrics.js';
import { API_KEY_SCOPE } from './api-key-allowed.decorator.js';
import { admitApiKey } from './api-key-policy.js';
import type { ApiKeyRequest } from './api-key-request.js';
import { ApiKeyVerifier } from './api-key-verifier.service.js';
import type { AuthUser } from './auth-user.js';
import { bearerToken } from './bearer-token.js';
import { IS_PUBLIC } from './public.decorator.js';
import { TokenVerifier } from './token-verifier.service.js';

/**
 * Global guard: every route needs `Authorization: Bearer <token>` unless @Public(). The token is an
 * organisation API key (`fp_…`, ApiKeyVerifier) or a person's Firebase ID token (TokenVerifier); each
 * verifier keeps its cache, errors (401, 503 when Firebase cannot answer) and metrics. An API key must
 * then also pass the route's policy (api-key-policy.ts). A direct guard rather than passport's
 * strategies: the same decisions without passport's per-request closures and strategy walk.
 */
/** What a route's decorators say about its callers. */
interface RoutePolicy {
  isPublic: boolean;
  scope: ApiKeyScope | undefined;
}

type AuthenticatedRequest = ApiKeyRequest & { user?: AuthUser };

@Injectable()
export class BearerAuthGuard implements CanActivate {
  /** By controller class, then handler: an inherited handler may sit in classes with other decorators. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenVerifier,
    private readonly keys: ApiKeyVerifier,
  ) {}

  /**
   * Synchronous for a public route and for a person's token verified within the cache's TTL (most
   * requests): Nest awaits either, and each async hop costs a promise per request (issue 28). A
   * refusal thrown here reaches Nest as a rejection all the same (its guard runner is async).
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const { isPublic, scope } = this.policyOf(context);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    const cached = token && !looksLikeApiKey(token) ? this.tokens.cachedUser(token) : undefined;
    if (!cached) return this.authenticateThenAdmit(request, token, scope);
    request.user = cached;
    admitApiKey(request, scope);
    return true;
  }

  private async authenticateThenAdmit(
    request: AuthenticatedRequest,
    token: string | null,
    scope: ApiKeyScope | undefined,
  ): Promise<boolean> {
    request.user = await this.authenticate(request, token);
    admitApiKey(request, scope);
    return true;
  }

  /** The caller of the bearer token; 401 without one (no header, or a malformed one). */
  private async authenticate(request: AuthenticatedRequest, token: string | null): Promise<AuthUser> {
    if (!token) {
      authFailures.inc({ reason: 'missing' });
      throw unauthenticated(server.unauthorized);
    }
    if (!looksLikeApiKey(token)) return this.tokens.verify(token);
    const { user, key } = await this.keys.verify(token);
    request.apiKey = key;
    return user;
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
}
