import {
  applyDecorators,
  HttpCode,
  Injectable,
  Post,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
  type RawBodyRequest,
} from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { SlackInteractionsService } from './slack-interactions.service.js';

/** Lets through only a request Slack signed just now and never sent before (401 otherwise). */
@Injectable()
class SlackSignatureGuard implements CanActivate {
  constructor(private readonly inbound: SlackInteractionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RawBodyRequest<FastifyRequest>>();
    const headers = request.headers;
    await this.inbound.verify(
      request.rawBody,
      headers['x-slack-request-timestamp'],
      headers['x-slack-signature'],
    );
    return true;
  }
}

/**
 * A route Slack posts to (a button press, a command): verified by its signature over the raw body
 * (main.ts: rawBody: true), answered 200 with the reply, never throttled (Slack retries on its own).
 */
export const SlackInbound = (path: string) =>
  applyDecorators(Post(path), SkipThrottle(), HttpCode(200), UseGuards(SlackSignatureGuard));
