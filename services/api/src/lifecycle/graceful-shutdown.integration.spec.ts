import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createApp, dataSourceOf, signUp } from '../test/harness.js';
import { drainAndClose } from './graceful-shutdown.js';

const quiet = new Logger('Shutdown');
quiet.log = () => undefined;
quiet.error = () => undefined;

/** A POST whose body is sent in two parts: the request is in flight until `finish()` sends the rest. */
function slowPost(port: number, path: string, headers: Record<string, string>, body: string) {
  let resolveResponse: (value: { status: number; body: string }) => void;
  const response = new Promise<{ status: number; body: string }>((resolve) => (resolveResponse = resolve));
  const request = httpRequest(
    {
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body: text }));
    },
  );
  const connected = new Promise<void>((resolve) => request.once('socket', (s) => s.once('connect', resolve)));
  request.write(body.slice(0, 3));
  return { connected, response, finish: () => request.end(body.slice(3)) };
}

async function status(port: number, path: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
  } catch {
    return 'refused';
  }
}

describe('graceful shutdown (SIGTERM)', () => {
  let app: NestFastifyApplication | undefined;
  afterEach(async () => {
    await app?.close().catch(() => undefined);
    app = undefined;
  });

  it('fails readiness, keeps serving during the delay, stops accepting, finishes the request in flight, closes the pool', async () => {
    app = await createApp();
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const user = await signUp();
    expect(await status(port, '/api/health/ready')).toBe(200);

    const inFlight = slowPost(
      port,
      '/api/Organizations',
      bearer(user),
      JSON.stringify({ name: 'Drenering AS' }),
    );
    await inFlight.connected;
    const closing = drainAndClose(app, { delayMs: 400, timeoutMs: 10_000 }, quiet);

    // During the delay: not ready, but alive and still answering.
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(await status(port, '/api/health/live')).toBe(200);

    // Then the port closes while the request is still in flight.
    await expect
      .poll(() => status(port, '/api/health/live'), { timeout: 5000, interval: 50 })
      .toBe('refused');
    inFlight.finish();
    const created = await inFlight.response;
    expect(created.status).toBe(201);
    expect(JSON.parse(created.body).name).toBe('Drenering AS');

    expect(await closing).toBe('closed');
    expect(dataSourceOf(app).isInitialized).toBe(false);
    app = undefined;
  });

  it('gives up after the time limit when a request never finishes', async () => {
    app = await createApp();
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const user = await signUp();
    const stuck = slowPost(port, '/api/Organizations', bearer(user), JSON.stringify({ name: 'Henger AS' }));
    await stuck.connected;
    const started = Date.now();
    expect(await drainAndClose(app, { delayMs: 0, timeoutMs: 300 }, quiet)).toBe('timed-out');
    expect(Date.now() - started).toBeLessThan(5000);
    stuck.finish();
    await stuck.response;
  });
});
