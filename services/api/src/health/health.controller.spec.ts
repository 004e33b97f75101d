import type { FastifyReply } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadFirebaseAdmin } from '../auth/firebase-app.js';
import { DrainState } from './drain-state.js';
import { HealthController } from './health.controller.js';
import type { HealthRepository } from './health.repository.js';

vi.mock('../auth/firebase-app.js', () => ({ preloadFirebaseAdmin: vi.fn() }));

const reply = { status: vi.fn() } as unknown as FastifyReply;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function controllerWithDatabase(up: () => boolean) {
  const database = { answers: async () => up() } as HealthRepository;
  return new HealthController(database, new DrainState());
}

describe('HealthController: firebase-admin after the first answer', () => {
  beforeEach(() => vi.mocked(preloadFirebaseAdmin).mockClear());

  it('starts loading firebase-admin once, after the first 200, never before it', async () => {
    let up = false;
    const controller = controllerWithDatabase(() => up);
    expect(await controller.ready(reply)).toEqual({ status: 'degraded', database: 'down' });
    await nextTurn();
    expect(preloadFirebaseAdmin).not.toHaveBeenCalled();

    up = true;
    expect(await controller.health(reply)).toEqual({ status: 'ok', database: 'up' });
    // Not during the answer: in the turn after it.
    expect(preloadFirebaseAdmin).not.toHaveBeenCalled();
    await nextTurn();
    expect(preloadFirebaseAdmin).toHaveBeenCalledTimes(1);

    expect(await controller.ready(reply)).toEqual({ status: 'ready', database: 'up' });
    await nextTurn();
    expect(preloadFirebaseAdmin).toHaveBeenCalledTimes(1);
  });
});
