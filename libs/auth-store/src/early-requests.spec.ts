import { beforeEach, describe, expect, it, vi } from 'vitest';

// The session as session.ts would report it: whether the stored session stands in, and its token.
const fake = vi.hoisted(() => ({ storedInUse: true, token: 'stored-token' as string | null }));
vi.mock('./session.js', () => ({
  isStoredSessionInUse: () => fake.storedInUse,
  getIdToken: async () => fake.token,
}));

import { authStore } from './auth-state.js';
import { setRuntimeConfig } from './runtime-config.js';
import { startEarlyRequests, takeEarlyResponse } from './early-requests.js';

setRuntimeConfig({ apiBaseUrl: 'http://api/', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } });
const kari = { uid: 'u1', email: 'kari@example.no', displayName: 'Kari', emailVerified: true };
const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
vi.stubGlobal('fetch', fetchMock);

describe('early requests with the stored session', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    fake.storedInUse = true;
    fake.token = 'stored-token';
    authStore.setState({ user: kari, status: 'signedIn' });
    takeEarlyResponse('/api/a');
    takeEarlyResponse('/api/b');
  });

  it('asks for each path with the stored token, and hands each answer over once', async () => {
    await startEarlyRequests(['/api/a', '/api/b']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('http://api/api/a', {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: 'Bearer stored-token' },
    });
    const taken = takeEarlyResponse('/api/a');
    expect(taken?.token).toBe('stored-token');
    expect((await taken!.response).status).toBe(200);
    expect(takeEarlyResponse('/api/a')).toBeUndefined();
    expect(takeEarlyResponse('/api/other')).toBeUndefined();
  });

  it('asks nothing when the stored session does not stand in (none, or its token due for refresh)', async () => {
    fake.storedInUse = false;
    await startEarlyRequests(['/api/a']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyResponse('/api/a')).toBeUndefined();
  });

  it('hands nothing over to another person or after a sign-out', async () => {
    await startEarlyRequests(['/api/a', '/api/b']);
    authStore.setState({ user: { ...kari, uid: 'u2' }, status: 'signedIn' });
    expect(takeEarlyResponse('/api/a')).toBeUndefined();
    authStore.setState({ user: null, status: 'signedOut' });
    expect(takeEarlyResponse('/api/b')).toBeUndefined();
  });

  it('hands over no answer asked for long before', async () => {
    let now = 1_000_000;
    await startEarlyRequests(['/api/a'], () => now);
    now += 16_000;
    expect(takeEarlyResponse('/api/a', () => now)).toBeUndefined();
  });
});
