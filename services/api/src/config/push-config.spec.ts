import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

// A production start needs SECRETS_KEY (Slack/Teams, chat-config.ts): given, so each test sees its own rule.
const load = (env: Record<string, string>) =>
  loadConfig({ DATABASE_URL: 'postgres://localhost/x', SECRETS_KEY: '00'.repeat(32), ...env });

const KEYS = {
  VAPID_PUBLIC_KEY: 'BPfBSGzBl09ZhCq3Kj1zp55V_QNIyNXG8uMlN1MqAq-U5u0ODs44dzK_r2i86UT-m2p4Or23KhAU7jMoUIx4RpI',
  VAPID_PRIVATE_KEY: 'pR_yVTn7Zzvia0uw7f2r4L7zWT3wQY6JVSiK9E38c0E',
};

describe('Web Push configuration', () => {
  it('outside production: the dev key pair, so npm start can push without setup', () => {
    const push = load({})?.push;
    expect(push?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(push?.subject).toBe('mailto:drift@ferieplan.no');
  });

  it('in production without keys: push is off instead of signing with the published pair', () => {
    expect(load({ NODE_ENV: 'production' }).push).toBeNull();
    expect(load({ NODE_ENV: 'production', ...KEYS }).push?.publicKey).toBe(KEYS.VAPID_PUBLIC_KEY);
  });

  it('refuses half a pair, a malformed key and a subject that is no contact', () => {
    expect(() => load({ VAPID_PUBLIC_KEY: KEYS.VAPID_PUBLIC_KEY })).toThrow(/må settes sammen/);
    expect(() => load({ ...KEYS, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY må være/);
    expect(() => load({ ...KEYS, VAPID_PRIVATE_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY må være/);
    expect(() => load({ ...KEYS, VAPID_PRIVATE_KEY: 'abc' })).not.toThrow(/abc/);
    expect(() => load({ VAPID_SUBJECT: 'drift' })).toThrow(/VAPID_SUBJECT/);
  });
});
