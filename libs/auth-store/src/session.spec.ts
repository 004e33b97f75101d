import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fake Firebase: the test drives the auth listener and the current user.
const fake = vi.hoisted(() => {
  type Listener = (user: unknown) => void;
  const state = {
    listener: null as Listener | null,
    currentUser: null as unknown,
    signOut: vi.fn(async () => {
      state.currentUser = null;
      state.listener?.(null);
    }),
  };
  return state;
});
const toastMock = vi.hoisted(() => vi.fn());

vi.mock('react-hot-toast', () => ({ default: toastMock }));
vi.mock('./firebase-sdk.js', () => ({
  createAuth: () => ({
    get currentUser() {
      return fake.currentUser;
    },
    authStateReady: async () => undefined,
  }),
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    fake.listener = listener;
  },
  signOut: fake.signOut,
}));

import { authStore } from './auth-state.js';
import { setRuntimeConfig } from './runtime-config.js';
import { getIdToken, signOut, startAuth } from './session.js';

const hour = 3600_000;
function user(expiresInMs: number, refreshed = 'fresh-token') {
  return {
    uid: 'u1',
    email: 'kari@example.no',
    displayName: 'Kari',
    getIdTokenResult: vi.fn(async () => ({
      token: 'cached-token',
      expirationTime: new Date(Date.now() + expiresInMs).toUTCString(),
    })),
    getIdToken: vi.fn(async () => refreshed),
  };
}

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
setRuntimeConfig({ apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } });

describe('session', () => {
  beforeEach(async () => {
    toastMock.mockClear();
    fake.currentUser = null;
    await startAuth();
    fake.listener?.(null);
  });

  it('publishes the signed-in user from the auth listener', async () => {
    const signedIn = user(hour);
    fake.currentUser = signedIn;
    fake.listener?.(signedIn);
    expect(authStore.getState()).toEqual({
      status: 'signedIn',
      user: { uid: 'u1', email: 'kari@example.no', displayName: 'Kari' },
    });
  });

  it('returns the cached token while it has more than 5 minutes left', async () => {
    const signedIn = user(hour);
    fake.currentUser = signedIn;
    expect(await getIdToken()).toBe('cached-token');
    expect(signedIn.getIdToken).not.toHaveBeenCalled();
  });

  it('refreshes a token that expires within 5 minutes', async () => {
    const signedIn = user(4 * 60_000);
    fake.currentUser = signedIn;
    expect(await getIdToken()).toBe('fresh-token');
    expect(signedIn.getIdToken).toHaveBeenCalledWith(true);
  });

  it('returns null without a user', async () => {
    expect(await getIdToken()).toBeNull();
  });

  it('warns when the session cannot be refreshed', async () => {
    const signedIn = user(60_000);
    signedIn.getIdToken.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/user-token-expired' }));
    fake.currentUser = signedIn;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await getIdToken()).toBeNull();
    expect(toastMock).toHaveBeenCalledWith(
      'Din økt utløper snart. Logg inn på nytt for å fortsette.',
      expect.objectContaining({ duration: 5000 }),
    );
  });

  it('warns when Firebase signs the user out unasked, not on a chosen logout', async () => {
    const signedIn = user(hour);
    fake.currentUser = signedIn;
    fake.listener?.(signedIn);
    await signOut();
    expect(authStore.getState().status).toBe('signedOut');
    expect(toastMock).not.toHaveBeenCalled();

    fake.currentUser = signedIn;
    fake.listener?.(signedIn);
    fake.currentUser = null;
    fake.listener?.(null);
    // notify loads the toast library on its first toast (it is off the landing page's first load).
    await vi.waitFor(() => expect(toastMock).toHaveBeenCalledTimes(1));
  });
});
