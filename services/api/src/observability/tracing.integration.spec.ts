import { createServer, type Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RunningMailCatcher } from '@ferieplan/tools/kit/mail-catcher.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppWithOwnMail } from '../test/app-with-own-mail.js';
import { startTracing, type Tracing } from './tracing.js';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;
const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

/** An OTLP/HTTP receiver (JSON, as @opentelemetry/exporter-trace-otlp-http sends): every span it got. */
async function otlpReceiver(): Promise<{ url: string; spans: ExportedSpan[]; close(): Promise<void> }> {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT's tracing on, one invitation is one trace: the HTTP request, its SQL,
 * the mail job it queued and that job's delivery (with its own SQL), all sent to the OTLP receiver.
 * Tracing starts before the application is imported (as main.ts does): the pg and http
 * instrumentations patch those modules as they load.
 */
describe('OpenTelemetry traces', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let tracing: Tracing;
  let suite: AppWithOwnMail;
  let catcher: RunningMailCatcher;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    receiver = await otlpReceiver();
    tracing = startTracing(receiver.url, 'ferieplan-api-test');
    const { startAppWithOwnMail } = await import('../test/app-with-own-mail.js');
    suite = await startAppWithOwnMail();
    ({ app, catcher } = suite);
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await suite?.close();
    await tracing?.shutdown();
    await receiver?.close();
  });

  it('one trace from the HTTP request through its SQL to the mail job it queued and its delivery', async () => {
    const { signUp, uniqueEmail } = await import('../test/harness.js');
    const { seedOrganization } = await import('../test/factories.js');
    const admin = await signUp();
    const organization = await seedOrganization(app, { admins: [admin] });
    const email = uniqueEmail('sporet');
    const response = await fetch(`${await app.getUrl()}/api/UserInvitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: organization.id, email }),
    });
    expect(response.status).toBe(201);
    await catcher.waitForMessagesTo(email);

    const find = (predicate: (span: ExportedSpan) => boolean) => receiver.spans.find(predicate);
    const deadline = Date.now() + 15_000;
    let request: ExportedSpan | undefined;
    let delivery: ExportedSpan | undefined;
    while (Date.now() < deadline) {
      request = find((s) => s.kind === SERVER && String(attribute(s, 'url.path')) === '/api/UserInvitations');
      delivery = request && find((s) => s.kind === CONSUMER && s.traceId === request!.traceId);
      if (delivery && receiver.spans.some((s) => s.parentSpanId === delivery!.spanId)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(request, 'the HTTP server span').toBeDefined();
    const inTrace = receiver.spans.filter((s) => s.traceId === request!.traceId);
    const childrenOf = (parent: ExportedSpan) => inTrace.filter((s) => s.parentSpanId === parent.spanId);
    const descendants = (parent: ExportedSpan): ExportedSpan[] =>
      childrenOf(parent).flatMap((child) => [child, ...descendants(child)]);
    const isSql = (s: ExportedSpan) =>
      attribute(s, 'db.system.name') === 'postgresql' || attribute(s, 'db.system') === 'postgresql';

    // The request's own SQL (the transaction's statements, the invitation's insert) under its span.
    const requestSql = descendants(request!).filter(isSql);
    expect(requestSql.length).toBeGreaterThan(2);
    // The job it queued: a producer span in the request, the delivery a consumer span under it.
    const send = descendants(request!).find((s) => s.kind === PRODUCER && s.name === 'mail send');
    expect(send).toBeDefined();
    delivery = inTrace.find((s) => s.kind === CONSUMER && s.name === 'mail process');
    expect(delivery?.parentSpanId).toBe(send!.spanId);
    // The delivery's SQL (lock the outbox row, mark it sent) in the same trace, under the job.
    expect(descendants(delivery!).filter(isSql).length).toBeGreaterThan(1);
  }, 60_000);
});
