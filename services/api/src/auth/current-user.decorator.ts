import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from './auth-user.js';

export type { AuthUser } from './auth-user.js';

/** The verified caller, set on the request by the BearerAuthGuard (for an API key: the admin who made it). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest().user,
);
