import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

describe('loadConfig: the Auth emulator is trusted only locally', () => {
  it('accepts the emulator for a demo- project outside production', () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-ferieplan' });
    expect(config.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('refuses the emulator for a real project id (unsigned tokens would be accepted for it)', () => {
    expect(() =>
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'ferieplan-prod' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('refuses the emulator in production mode, even for a demo- project', () => {
    expect(() =>
      loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'auth:9099', FIREBASE_PROJECT_ID: 'demo-x', NODE_ENV: 'production' }),
    ).toThrow(/produksjon/);
  });

  it('needs nothing of the kind without the emulator', () => {
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'ferieplan-prod', NODE_ENV: 'production' }).firebaseAuthEmulatorHost).toBeNull();
  });
});
