import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@ferieplan/ui', () => ({
  notify: {
    success: (message: string) => toasts.push(`success: ${message}`),
    error: (message: string) => toasts.push(`error: ${message}`),
  },
}));

import { ApiError } from './errors.js';
import { writeOptions, type WriteOutcome } from './useApiMutation.js';

const teams = ['organization', 'o', 'teams'];

/** A client with the team list on screen (an active query whose finished reads are logged with the toasts). */
function screen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let reads = 0;
  const observer = new QueryObserver(client, {
    queryKey: teams,
    queryFn: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      toasts.push('read teams');
      return ++reads;
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, unsubscribe };
}

async function run<T>(
  client: QueryClient,
  write: (id: string) => Promise<T>,
  outcome: WriteOutcome<string, T>,
): Promise<unknown> {
  const observer = new MutationObserver(
    client,
    writeOptions(client, write, () => [teams], outcome),
  );
  return observer.mutate('t1').catch((error: unknown) => error);
}

afterEach(() => {
  toasts.length = 0;
});

describe('a write through useApiMutation', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('refetches what it changed before the success toast', async () => {
    const { client, unsubscribe } = screen();
    await vi.waitFor(() => expect(toasts).toEqual(['read teams']));
    await run(client, async () => 'ok', { success: (result, id) => `Slettet ${id} (${result})` });
    expect(toasts).toEqual(['read teams', 'read teams', 'success: Slettet t1 (ok)']);
    unsubscribe();
  });

  it("toasts the server's Norwegian message or the screen's fallback, and refetches nothing", async () => {
    const { client, unsubscribe } = screen();
    await vi.waitFor(() => expect(toasts).toEqual(['read teams']));
    const failure = { fallback: 'Kunne ikke slette team' };
    const refused = await run(client, () => Promise.reject(new ApiError(409, 'Teamet har medlemmer')), {
      failure,
    });
    await run(client, () => Promise.reject(new TypeError('Failed to fetch')), { failure });
    expect(refused).toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['read teams', 'error: Teamet har medlemmer', 'error: Kunne ikke slette team']);
    unsubscribe();
  });

  it('tells a failure its own way: no toast for null, the follow-up, a refetch after a refusal', async () => {
    const { client, unsubscribe } = screen();
    await vi.waitFor(() => expect(toasts).toEqual(['read teams']));
    const followed: string[] = [];
    const outcome: WriteOutcome<string, never> = {
      failure: () => null,
      onFailure: (error, id) => followed.push(`${id}: ${(error as Error).message}`),
      refetchOnFailure: true,
    };
    // Without a session (401) or an answer (0) the reads would fail too: nothing is refetched.
    await run(client, () => Promise.reject(new ApiError(401, 'Logg inn')), outcome);
    await run(client, () => Promise.reject(new ApiError(0, 'Ingen kontakt')), outcome);
    await run(client, () => Promise.reject(new ApiError(409, 'Avgjort allerede')), outcome);
    await vi.waitFor(() => expect(toasts).toEqual(['read teams', 'read teams']));
    expect(followed).toEqual(['t1: Logg inn', 't1: Ingen kontakt', 't1: Avgjort allerede']);
    unsubscribe();
  });

  it('drops the queries of what it deleted instead of refetching them', async () => {
    const { client, unsubscribe } = screen();
    client.setQueryData(['organization', 'gone', 'teams'], ['x']);
    await run(client, async () => undefined, { removes: () => [['organization', 'gone']] });
    expect(client.getQueryData(['organization', 'gone', 'teams'])).toBeUndefined();
    unsubscribe();
  });
});
