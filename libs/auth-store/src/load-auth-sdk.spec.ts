import { expect, it, vi } from 'vitest';

// A fake Firebase whose createAuth is counted: loading the SDK must not start a session.
const createAuth = vi.hoisted(() =>
  vi.fn(() => ({ currentUser: null, authStateReady: async () => undefined })),
);
vi.mock('./firebase-sdk.js', () => ({ createAuth, onIdTokenChanged: () => undefined }));

import { authStore } from './auth-state.js';
import { setRuntimeConfig } from './runtime-config.js';
import { loadAuthSdk, startAuth } from './session.js';

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
setRuntimeConfig({ apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } });

it('downloads the SDK without starting a session, which starts later with the same SDK', async () => {
  const sdk = await loadAuthSdk();
  expect(createAuth).not.toHaveBeenCalled();
  expect(authStore.getState().status).toBe('loading');

  await startAuth();
  expect(createAuth).toHaveBeenCalledTimes(1);
  expect(authStore.getState().status).toBe('signedOut');
  expect(await loadAuthSdk()).toBe(sdk);
});
