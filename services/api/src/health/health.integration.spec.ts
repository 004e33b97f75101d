import { describe, expect, it } from 'vitest';
import { createApp, dataSourceOf } from '../test/harness.js';

describe('GET /api/health', () => {
  it('200 {status: ok, database: up}, then 503 once the database is gone', async () => {
    const app = await createApp();
    try {
      const up = await app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok', database: 'up' });
      await dataSourceOf(app).destroy();
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await app.close().catch(() => {});
    }
  });
});
