import 'reflect-metadata';
import {
  Catch,
  Controller,
  Get,
  HttpCode,
  Module,
  UseGuards,
  type ExceptionFilter,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { describe, expect, it } from 'vitest';
import { LeanRoute, registerLeanRoutes } from './lean-route.js';

@Catch()
class AnswerFilter implements ExceptionFilter {
  catch(): void {}
}

/** A Nest app of one controller with lean routes registered, as app-factory.ts does it. */
async function start(controller: Type): Promise<NestFastifyApplication> {
  @Module({ controllers: [controller] })
  class TestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), {
    logger: false,
  });
  app.useGlobalFilters(new AnswerFilter());
  registerLeanRoutes(app);
  return app;
}

describe('@LeanRoute', () => {
  it('fails the start of a route that needs what the lean handler does not do', async () => {
    @Controller('a')
    class Guarded {
      @LeanRoute()
      @UseGuards({ canActivate: () => true })
      @Get()
      get() {
        return [];
      }
    }
    @Controller('b')
    class WithStatus {
      @LeanRoute()
      @HttpCode(204)
      @Get()
      get() {
        return [];
      }
    }
    await expect((await start(Guarded)).init()).rejects.toThrow('@LeanRoute Guarded.get: uses @UseGuards');
    await expect((await start(WithStatus)).init()).rejects.toThrow(
      '@LeanRoute WithStatus.get: uses @HttpCode, @Redirect, @Render or @Sse',
    );
  });

  it('answers a plain route with what its method returns', async () => {
    @Controller('c')
    class Plain {
      @LeanRoute()
      @Get(':id')
      get() {
        return Promise.resolve({ ok: true });
      }
    }
    const app = await start(Plain);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const response = await app.inject({ url: '/c/1' });
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    await app.close();
  });
});
