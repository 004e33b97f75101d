import { describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf } from '../test/harness.js';
import { DrainState } from './drain-state.js';

describe('GET /api/health', () => {
  it('200 {status: ok, database: up}, then 503 once the database is gone', async () => {
    const app = await createApp();
    try {
      const up = await client(app).get('/api/health');
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok', database: 'up' });
      await dataSourceOf(app).destroy();
      const down = await client(app).get('/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await app.close().catch(() => {});
    }
  });
});

describe('liveness and readiness probes', () => {
  it('ready and live while serving; draining fails readiness only', async () => {
    const app = await createApp();
    try {
      expect((await client(app).get('/api/health/ready')).json()).toEqual({
        status: 'ready',
        database: 'up',
      });
      expect((await client(app).get('/api/health/live')).json()).toEqual({ status: 'ok' });
      app.get(DrainState).beginDrain();
      const ready = await client(app).get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect(ready.headers.connection).toBe('close');
      expect((await client(app).get('/api/health/live')).statusCode).toBe(200);
      expect((await client(app).get('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });

  it('a database outage fails readiness (503) but not liveness: the replica is not restarted for it', async () => {
    const app = await createApp();
    try {
      await dataSourceOf(app).destroy();
      const ready = await client(app).get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'degraded', database: 'down' });
      expect((await client(app).get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });
});
