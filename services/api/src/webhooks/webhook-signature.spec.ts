import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader } from './webhook-signature.js';

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 over "t.body">, as a receiver recomputes it', () => {
    const body = '{"id":"evt","type":"absence.created","data":{"name":"Åse Ødegård"}}';
    const header = signatureHeader('whsec_test', 1767200000, body);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(Number(t)).toBe(1767200000);
    expect(v1).toBe(createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex'));
  });

  it('changes with the body, the timestamp and the secret', () => {
    const base = signatureHeader('whsec_a', 1, 'x');
    expect(signatureHeader('whsec_a', 1, 'y')).not.toBe(base);
    expect(signatureHeader('whsec_a', 2, 'x').split(',v1=')[1]).not.toBe(base.split(',v1=')[1]);
    expect(signatureHeader('whsec_b', 1, 'x')).not.toBe(base);
  });

  it('makes secrets whsec_ + 43 base64url characters, never the same twice', () => {
    const secrets = new Set(Array.from({ length: 50 }, newWebhookSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
