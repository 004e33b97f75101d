import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Organization } from '@ferieplan/contracts';

const tokens = vi.hoisted(() => ({ answers: [] as Array<string | null> }));
vi.mock('@ferieplan/auth-store', () => ({ getIdToken: async () => tokens.answers.shift() ?? null }));

import { checkoutPolling, idTokenQuery } from './session-queries.js';

// As in the browser: TanStack Query schedules no refetch intervals where it believes it is a server.
beforeEach(() => {
  vi.useFakeTimers();
  environmentManager.setIsServer(() => false);
});
afterEach(() => {
  vi.useRealTimers();
  environmentManager.setIsServer(() => typeof window === 'undefined');
});

describe('the ID token the admin dashboard waits for', () => {
  it('is tried again 1 s apart and found on the third try', async () => {
    tokens.answers = [null, null, 'token'];
    const found = new QueryClient().fetchQuery(idTokenQuery('u'));
    await vi.advanceTimersByTimeAsync(2000);
    await expect(found).resolves.toBe(true);
    expect(tokens.answers).toEqual([]);
  });

  it('fails after three tries without one', async () => {
    tokens.answers = [null, null, null, 'too late'];
    const failed = new QueryClient().fetchQuery(idTokenQuery('u')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await failed).toBeInstanceOf(Error);
    expect(tokens.answers).toEqual(['too late']);
  });
});

describe('the organisation read after the checkout', () => {
  const organization = (plan: string) => ({ id: 'o', name: 'Fjord AS', orgnr: null, plan }) as Organization;

  /** Polls with `plans` as the successive answers; returns how many reads were made. */
  function poll(plans: string[]) {
    let reads = 0;
    const observer = new QueryObserver(new QueryClient(), {
      ...checkoutPolling('o', Date.now()),
      queryFn: async () => organization(plans[Math.min(reads++, plans.length - 1)]!),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { reads: () => reads, data: () => observer.getCurrentResult().data, unsubscribe };
  }

  it('reads every second until the plan is Pro, then stops', async () => {
    const polling = poll(['Starter', 'Starter', 'Pro']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polling.reads()).toBe(3);
    expect(polling.data()?.plan).toBe('Pro');
    polling.unsubscribe();
  });

  it('gives up after 15 s (16 reads)', async () => {
    const polling = poll(['Starter']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polling.reads()).toBe(16);
    polling.unsubscribe();
  });

  it('reads nothing when not back from a payment', async () => {
    let reads = 0;
    const observer = new QueryObserver(new QueryClient(), {
      ...checkoutPolling('o', null),
      queryFn: async () => organization(`Starter ${++reads}`),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(0);
    unsubscribe();
  });
});
