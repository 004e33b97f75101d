import { describe, expect, it } from 'vitest';
import { scrub } from './scrub.js';

describe('scrub: what a log line never carries', () => {
  it.each([
    ['Key (email)=(kari.nordmann+test@firma.no) already exists', 'kari.nordmann+test@firma.no'],
    ['Authorization: Bearer abc.def-123', 'abc.def-123'],
    ['token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl failed', 'eyJhbGciOiJSUzI1NiJ9'],
    ['Stripe key sk_live_51Habc and secret whsec_abc123', 'sk_live_51Habc'],
    ['connect smtps://user:hunter2@relay:465 failed', 'hunter2'],
  ])('%s', (text, secret) => {
    const scrubbed = scrub(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed.length).toBeGreaterThan(10);
  });

  it('leaves ordinary text alone', () => {
    expect(scrub('GET /api/Organizations/:id 404 in 3 ms')).toBe('GET /api/Organizations/:id 404 in 3 ms');
  });
});
