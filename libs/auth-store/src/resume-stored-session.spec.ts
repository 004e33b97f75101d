import { beforeEach, describe, expect, it, vi } from 'vitest';

// The stored session the test puts on "this browser", and a fake SDK that counts its starts.
const fake = vi.hoisted(() => ({
  stored: null as null | {
    user: { uid: string; email: string; displayName: string };
    token: string;
    expiresAt: number;
  },
  sdkStarts: 0,
  currentUser: null as unknown,
}));
vi.mock('./stored-session.js', () => ({ readStoredSession: async () => fake.stored }));
vi.mock('./firebase-sdk.js', () => ({
  createAuth: () => {
    fake.sdkStarts++;
    return {
      get currentUser() {
        return fake.currentUser;
      },
      authStateReady: async () => undefined,
    };
  },
  onIdTokenChanged: () => undefined,
}));

import { authStore } from './auth-state.js';
import { setRuntimeConfig } from './runtime-config.js';
import { getIdToken, rejectStoredToken, resumeStoredSession, startAuth } from './session.js';

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
setRuntimeConfig({ apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } });
const kari = { uid: 'u1', email: 'kari@example.no', displayName: 'Kari' };
const minutes = 60_000;

describe('resuming the stored session before the SDK', () => {
  beforeEach(() => {
    authStore.setState({ user: null, status: 'loading' });
    fake.sdkStarts = 0;
  });

  it('shows the stored person and gives the stored token without starting the SDK', async () => {
    fake.stored = { user: kari, token: 'stored-token', expiresAt: Date.now() + 50 * minutes };
    await expect(resumeStoredSession()).resolves.toBe(true);
    expect(authStore.getState()).toMatchObject({ status: 'signedIn', user: kari });
    await expect(getIdToken()).resolves.toBe('stored-token');
    expect(fake.sdkStarts).toBe(0);
  });

  it('uses no token that is due for refresh (5 minutes before expiry): the SDK path decides', async () => {
    fake.stored = { user: kari, token: 'old-token', expiresAt: Date.now() + 4 * minutes };
    await expect(resumeStoredSession()).resolves.toBe(false);
    expect(authStore.getState().status).toBe('loading');
  });

  it('drops a refused stored token; the next token comes from the SDK', async () => {
    fake.stored = { user: kari, token: 'stored-token', expiresAt: Date.now() + 50 * minutes };
    await resumeStoredSession();
    expect(rejectStoredToken('another-token')).toBe(false);
    expect(rejectStoredToken('stored-token')).toBe(true);
    fake.currentUser = {
      ...kari,
      getIdTokenResult: async () => ({
        token: 'sdk-token',
        expirationTime: new Date(Date.now() + 50 * minutes).toUTCString(),
      }),
    };
    await expect(getIdToken()).resolves.toBe('sdk-token');
    expect(fake.sdkStarts).toBe(1);
  });

  it('gives way to the SDK once it has reported', async () => {
    await startAuth();
    fake.stored = { user: kari, token: 'stored-token', expiresAt: Date.now() + 50 * minutes };
    await expect(resumeStoredSession()).resolves.toBe(false);
    await expect(getIdToken()).resolves.not.toBe('stored-token');
  });
});
