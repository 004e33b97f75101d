import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server } from '@ferieplan/texts';
import { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SqlRepository } from '../database/sql.js';
import { client } from '../test/client.js';
import { completedEvent, postWebhook, TEST_WEBHOOK_SECRET } from '../test/stripe-events.js';
import { createApp, dataSourceOf } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { sample } from './scrape.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const scrape = (app: NestFastifyApplication, token = TOKEN) =>
  client(app).get('/api/metrics', { headers: { authorization: `Bearer ${token}` } });
const figures = async (app: NestFastifyApplication) => {
  const response = await scrape(app);
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('GET /api/metrics', () => {
  let app: NestFastifyApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const name of [
      'METRICS_TOKEN',
      'METRICS_ALLOWED_ADDRESSES',
      'STRIPE_WEBHOOK_SECRET',
      'THROTTLE_LIMIT',
    ])
      delete process.env[name];
  });

  it('does not exist (404) when neither a token nor an address is configured', async () => {
    app = await createApp();
    const response = await scrape(app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: server.notFound });
  });

  it('answers only the configured bearer token: none or a wrong one is refused (403)', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    app = await createApp();
    expect((await client(app).get('/api/metrics')).statusCode).toBe(403);
    expect((await scrape(app, `${TOKEN}x`)).statusCode).toBe(403);
    expect((await scrape(app, TOKEN.slice(1))).statusCode).toBe(403);
    const accepted = await scrape(app);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(accepted.body).toMatch(/^# HELP ferieplan_http_requests_total /m);
    expect(accepted.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(accepted.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('answers an allowed address without a token, and refuses others', async () => {
    process.env.METRICS_ALLOWED_ADDRESSES = '10.0.0.0/8, 127.0.0.1';
    app = await createApp();
    expect((await client(app).get('/api/metrics')).statusCode).toBe(200);
    const elsewhere = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '192.0.2.7' });
    expect(elsewhere.statusCode).toBe(403);
    const inside = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.1.2.3' });
    expect(inside.statusCode).toBe(200);
  });

  it('requests are counted by method, route template and status class; never by the path as sent', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    app = await createApp();
    const route = { method: 'GET', route: '/api/Organizations/:id', status_class: '4xx' };
    const before = await figures(app);
    const ids = ['0b6f7c1e-4a55-4a7e-9f39-3c1d2a4b5c6d', '1c7a8d2f-5b66-4b8f-8a4a-4d2e3b5c6d7e'];
    for (const id of [...ids, ids[0]])
      expect((await client(app).get(`/api/Organizations/${id}`)).statusCode).toBe(401);
    await client(app).get('/api/no-such-route/42');
    const after = await figures(app);
    expect(
      sample(after, 'ferieplan_http_requests_total', route) -
        sample(before, 'ferieplan_http_requests_total', route),
    ).toBe(3);
    expect(
      sample(after, 'ferieplan_http_request_duration_seconds_count', route) -
        sample(before, 'ferieplan_http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(sample(after, 'ferieplan_auth_failures_total', { reason: 'missing' })).toBeGreaterThanOrEqual(3);
    expect(
      sample(after, 'ferieplan_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect(after).not.toContain(id);
    expect(after).not.toContain('no-such-route');
    // The scrape before this one was counted too, under its own template.
    expect(
      sample(after, 'ferieplan_http_requests_total', { route: '/api/metrics', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'ferieplan_http_requests_in_flight')).toBe(1);
  });

  it('the pool, the outbox, the job queue and the database are read at each scrape', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    app = await createApp();
    const text = await figures(app);
    expect(sample(text, 'ferieplan_database_up')).toBe(1);
    expect(sample(text, 'ferieplan_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^ferieplan_db_pool_connections\{state="waiting"\} \d+/m);
    expect(text).toMatch(/^ferieplan_outbox_pending \d+/m);
    expect(text).toMatch(/^ferieplan_outbox_oldest_pending_age_seconds [\d.e+-]+/m);
    expect(text).toMatch(/^ferieplan_job_queue_depth\{queue="mail"\} \d+/m);
    await dataSourceOf(app).query('SELECT pg_sleep(0)');
    await dataSourceOf(app).destroy();
    const down = await figures(app);
    expect(sample(down, 'ferieplan_database_up')).toBe(0);
  });

  it('Stripe webhook events by type and outcome, and SQL errors by SQLSTATE class', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    app = await createApp();
    const before = await figures(app);
    const organization = await seedOrganization(app, {});
    expect((await postWebhook(app, completedEvent(organization.id))).statusCode).toBe(200);
    expect(
      (await postWebhook(app, completedEvent(organization.id), { secret: 'whsec_forged' })).statusCode,
    ).toBe(400);
    await expect(new Probe(app.get(Pool)).divideByZero()).rejects.toMatchObject({ code: '22012' });
    const after = await figures(app);
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(
      moved('ferieplan_stripe_webhook_events_total', {
        type: 'checkout.session.completed',
        outcome: 'applied',
      }),
    ).toBe(1);
    expect(moved('ferieplan_stripe_webhook_events_total', { type: 'unverified', outcome: 'refused' })).toBe(
      1,
    );
    expect(moved('ferieplan_db_query_errors_total', { class: '22' })).toBe(1);
  });

  it('rate-limit rejections (429) are counted', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.THROTTLE_LIMIT = '2';
    app = await createApp();
    const before = await figures(app);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await client(app).get('/api/Organizations/my')).statusCode);
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
    const after = await figures(app);
    expect(
      sample(after, 'ferieplan_rate_limit_rejections_total') -
        sample(before, 'ferieplan_rate_limit_rejections_total'),
    ).toBe(3);
  });
});

/** A repository whose statement fails (division by zero, SQLSTATE 22012): the base class counts it. */
class Probe extends SqlRepository {
  divideByZero(): Promise<unknown[]> {
    return this.rows('SELECT 1 / 0', []);
  }
}
