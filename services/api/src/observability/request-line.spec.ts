import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { createLogger } from './logger.js';
import { runInContext } from './request-context.js';
import { writeRequestLine, type RequestLineFields } from './request-line.js';

/** The lines a logger of logger.ts writes, as Fastify holds it (a child without bindings, its serialisers). */
async function capturedLogger(level: 'info' | 'warn' = 'info') {
  const lines: string[] = [];
  const root = await createLogger({
    level,
    pretty: false,
    destination: { write: (line) => void lines.push(line) },
  });
  const fastifyLog = root.child(
    {},
    { serializers: { req: (r: unknown) => r, res: (r: unknown) => r } },
  ) as Logger;
  return { lines, log: fastifyLog };
}

const cases: RequestLineFields[] = [
  { requestId: 'nginx-7f3a-01', method: 'GET', route: '/api/health/live', status: 200, durationMs: 0.4 },
  {
    requestId: '5b0c6c1e-9a43-4f1e-8d7a-2f6c1f0e9b11',
    method: 'POST',
    route: '/api/VacationRequests/organization/:organizationId',
    status: 201,
    durationMs: 12,
    organizationId: '0f8b3c2a-1d4e-4b6f-9a7c-3e2d1c0b9a88',
  },
  {
    requestId: 'a.b:c-d_e',
    method: 'DELETE',
    route: 'unmatched',
    status: 404,
    durationMs: 1234.5,
    organizationId: '0f8b3c2a-1d4e-4b6f-9a7c-3e2d1c0b9a88',
    apiKeyId: '7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f5a',
  },
];

describe('writeRequestLine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-04T05:06:07.089Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("writes, byte for byte, the line pino's logger.info(fields, 'request') writes", async () => {
    for (const fields of cases) {
      const { lines, log } = await capturedLogger();
      log.info(fields, 'request');
      writeRequestLine(log, fields);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe(lines[0]);
    }
  });

  it('the same inside a request context (where the mixin adds the context’s request id)', async () => {
    const { lines, log } = await capturedLogger();
    runInContext({ requestId: 'context-id' }, () => {
      log.info(cases[1], 'request');
      writeRequestLine(log, cases[1]);
    });
    expect(lines[1]).toBe(lines[0]);
  });

  it('writes nothing when the level lets no info lines through', async () => {
    const { lines, log } = await capturedLogger('warn');
    writeRequestLine(log, cases[0]);
    expect(lines).toEqual([]);
  });
});
