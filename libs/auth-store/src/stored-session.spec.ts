import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, sessionOfEntries, sessionOfStoredUser } from './stored-session.js';

const KEY = 'firebase:authUser:fake-api-key:[DEFAULT]';
// As @firebase/auth's UserImpl.toJSON() stores it.
const storedUser = {
  uid: 'u1',
  email: 'kari@example.no',
  emailVerified: true,
  displayName: 'Kari Nordmann',
  isAnonymous: false,
  providerData: [],
  stsTokenManager: { refreshToken: 'r', accessToken: 'id-token', expirationTime: 1_800_000_000_000 },
  createdAt: '1',
  lastLoginAt: '2',
  apiKey: 'fake-api-key',
  appName: '[DEFAULT]',
};

describe('the stored session', () => {
  it('is read from the SDK’s stored user: who, the ID token and when it expires', () => {
    expect(sessionOfStoredUser(storedUser)).toEqual({
      user: { uid: 'u1', email: 'kari@example.no', displayName: 'Kari Nordmann', emailVerified: true },
      token: 'id-token',
      expiresAt: 1_800_000_000_000,
    });
  });

  it('is none when the stored object lacks a uid, a token or its expiry', () => {
    expect(sessionOfStoredUser({ ...storedUser, uid: undefined })).toBeNull();
    expect(sessionOfStoredUser({ ...storedUser, stsTokenManager: { accessToken: 'id-token' } })).toBeNull();
    expect(sessionOfStoredUser({ ...storedUser, stsTokenManager: undefined })).toBeNull();
    expect(sessionOfStoredUser('id-token')).toBeNull();
  });

  it('is taken only from the default app’s user key, and only when there is exactly one', () => {
    const other = ['firebase:authUser:other-key:[DEFAULT]', { ...storedUser, uid: 'u2' }] as [
      string,
      unknown,
    ];
    expect(
      sessionOfEntries([
        [KEY, storedUser],
        ['__sak', '1'],
      ])?.user.uid,
    ).toBe('u1');
    expect(sessionOfEntries([['firebase:authUser:fake-api-key:second-app', storedUser]])).toBeNull();
    expect(sessionOfEntries([[KEY, storedUser], other])).toBeNull();
    expect(sessionOfEntries([])).toBeNull();
  });

  describe('in local storage (no IndexedDB)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const storage = (entries: Record<string, string>) => ({
      length: Object.keys(entries).length,
      key: (i: number) => Object.keys(entries)[i] ?? null,
      getItem: (key: string) => entries[key] ?? null,
    });

    it('is found under the SDK’s key', async () => {
      vi.stubGlobal('localStorage', storage({ [KEY]: JSON.stringify(storedUser), other: 'x' }));
      expect((await readStoredSession())?.token).toBe('id-token');
    });

    it('is none when what is stored is not JSON', async () => {
      vi.stubGlobal('localStorage', storage({ [KEY]: '{not json' }));
      expect(await readStoredSession()).toBeNull();
    });
  });
});
