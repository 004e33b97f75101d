import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { TokenVerifier } from './token-verifier.service.js';

const TTL = 60_000;
const START = Date.parse('2026-06-01T08:00:00Z');

/** Firebase's verifyIdToken, answered by the test: each call waits until the test settles it. */
function fakeFirebase() {
  const calls: { resolve: (decoded: DecodedIdToken) => void; reject: (error: unknown) => void }[] = [];
  const auth = {
    verifyIdToken: vi.fn(
      () =>
        new Promise<DecodedIdToken>((resolve, reject) => {
          calls.push({ resolve, reject });
        }),
    ),
  };
  return { auth, calls };
}

const decoded = (uid: string) =>
  ({ uid, email: `${uid}@example.no`, email_verified: true, exp: START / 1000 + 3600 }) as DecodedIdToken;
const revoked = Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });

function verifierWith(auth: unknown, ttl = TTL): TokenVerifier {
  const config = {
    authCacheTtlMs: ttl,
    authCacheMaxEntries: 100,
    firebaseProjectId: 'demo-test',
  } as AppConfig;
  const verifier = new TokenVerifier(config);
  (verifier as unknown as { auth: Auth }).auth = auth as Auth;
  return verifier;
}

/** Lets the promise callbacks of settled calls run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A verifier holding ada's token-a from one Firebase call, the clock in the last quarter of its TTL. */
async function cachedInLastQuarter() {
  const { auth, calls } = fakeFirebase();
  const verifier = verifierWith(auth);
  const first = verifier.verify('token-a');
  calls[0].resolve(decoded('ada'));
  await first;
  vi.setSystemTime(START + TTL * 0.8);
  return { auth, calls, verifier };
}

describe('TokenVerifier (one verification per token at a time, renewed before the cache lapses)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('asks Firebase once for the requests that arrive together with the same token', async () => {
    const { auth, calls } = fakeFirebase();
    const verifier = verifierWith(auth);
    const requests = Array.from({ length: 50 }, () => verifier.verify('token-a'));
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(1);
    calls[0].resolve(decoded('ada'));
    const users = await Promise.all(requests);
    expect(new Set(users.map((user) => user.uid))).toEqual(new Set(['ada']));
  });

  it('refuses every request sharing a verification that fails, each with its own refusal', async () => {
    const { auth, calls } = fakeFirebase();
    const verifier = verifierWith(auth);
    const requests = [verifier.verify('token-a'), verifier.verify('token-a')];
    calls[0].reject(revoked);
    for (const outcome of await Promise.allSettled(requests))
      expect(outcome).toMatchObject({ status: 'rejected', reason: { kind: 'unauthenticated' } });
  });

  it('answers from the cache in the last quarter of the TTL and renews the entry in the background', async () => {
    const { auth, calls, verifier } = await cachedInLastQuarter();
    // Answered at once, while the renewal is still under way.
    await expect(verifier.verify('token-a')).resolves.toMatchObject({ uid: 'ada' });
    await expect(verifier.verify('token-a')).resolves.toMatchObject({ uid: 'ada' });
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(2);
    calls[1].resolve(decoded('ada'));
    await settle();
    // Past the first entry's lapse: the renewed one answers, no new call.
    vi.setSystemTime(START + TTL * 1.5);
    await expect(verifier.verify('token-a')).resolves.toMatchObject({ uid: 'ada' });
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('drops the entry when the background check finds the token revoked: the next request is refused', async () => {
    const { auth, calls, verifier } = await cachedInLastQuarter();
    await verifier.verify('token-a');
    calls[1].reject(revoked);
    await settle();
    const next = verifier.verify('token-a');
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(3);
    calls[2].reject(revoked);
    await expect(next).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('never serves an entry past the TTL of its verification when the renewal does not come back', async () => {
    const { calls, verifier } = await cachedInLastQuarter();
    await verifier.verify('token-a');
    vi.setSystemTime(START + TTL);
    // The lapsed entry is not answered: this request waits for the verification under way.
    let answered = false;
    const late = verifier.verify('token-a').then((user) => ((answered = true), user));
    await settle();
    expect(answered).toBe(false);
    calls[1].resolve(decoded('ada'));
    await expect(late).resolves.toMatchObject({ uid: 'ada' });
  });

  it('AUTH_CACHE_TTL_MS=0: every request asks Firebase itself, none shares', async () => {
    const { auth, calls } = fakeFirebase();
    const verifier = verifierWith(auth, 0);
    const requests = [verifier.verify('token-a'), verifier.verify('token-a')];
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(2);
    for (const call of calls) call.resolve(decoded('ada'));
    await Promise.all(requests);
  });

  it('a verification under way when the account is forgotten does not put it back in the cache', async () => {
    const { auth, calls } = fakeFirebase();
    const verifier = verifierWith(auth);
    const first = verifier.verify('token-a');
    verifier.forget('ada');
    calls[0].resolve(decoded('ada'));
    await first;
    void verifier.verify('token-a');
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(2);
    calls[1].resolve(decoded('ada'));
  });
});
