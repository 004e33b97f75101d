import { describe, expect, it } from 'vitest';
import { signedRecently } from './signature-timestamp.js';

describe('signedRecently (Stripe tolerance both ways)', () => {
  const now = 1_800_000_000_000;
  const header = (t: number) => `t=${t},v1=abc`;

  it('accepts timestamps within 300 s of now, before or after', () => {
    expect(signedRecently(header(now / 1000), 300, now)).toBe(true);
    expect(signedRecently(header(now / 1000 - 299), 300, now)).toBe(true);
    expect(signedRecently(header(now / 1000 + 299), 300, now)).toBe(true);
  });

  it("refuses the issue's 600 s in the future, too old ones and a header without t=", () => {
    expect(signedRecently(header(now / 1000 + 600), 300, now)).toBe(false);
    expect(signedRecently(header(now / 1000 - 600), 300, now)).toBe(false);
    expect(signedRecently('v1=abc', 300, now)).toBe(false);
  });
});
