import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = seal('xoxb-123-secret', key);
    expect(sealed).not.toContain('xoxb');
    expect(open(sealed, key)).toBe('xoxb-123-secret');
    expect(seal('xoxb-123-secret', key)).not.toBe(sealed);
  });

  it('refuses another key and an altered value', () => {
    const sealed = seal('xoxb-123-secret', key);
    expect(() => open(sealed, randomBytes(32))).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('xoxb-999-secret').toString('base64url');
    expect(() => open(parts.join('.'), key)).toThrow();
  });
});
