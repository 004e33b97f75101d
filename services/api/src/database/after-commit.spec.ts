import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { runInTransaction } from './transaction.js';

/** A pool whose one connection records what it was sent; COMMIT fails with `commitError` if given. */
function fakePool(commitError?: Error) {
  const sent: string[] = [];
  const pool = {
    connect: async () => ({
      query: async (sql: string) => {
        sent.push(sql);
        if (sql === 'COMMIT' && commitError) throw commitError;
        return { rows: [] };
      },
      on: () => undefined,
      off: () => undefined,
      release: () => undefined,
    }),
  } as unknown as Pool;
  return { pool, sent };
}

describe('Transaction.afterCommit', () => {
  it('runs after COMMIT, in order, once', async () => {
    const { pool, sent } = fakePool();
    const calls: string[] = [];
    await runInTransaction(pool, async (tx) => {
      tx.afterCommit(() => calls.push(`first after ${sent.at(-1)}`));
      tx.afterCommit(() => calls.push('second'));
    });
    expect(calls).toEqual(['first after COMMIT', 'second']);
  });

  it('never runs when the work or the COMMIT fails', async () => {
    const calls: string[] = [];
    await expect(
      runInTransaction(fakePool().pool, async (tx) => {
        tx.afterCommit(() => calls.push('work failed'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(
      runInTransaction(fakePool(new Error('commit failed')).pool, async (tx) => {
        tx.afterCommit(() => calls.push('commit failed'));
      }),
    ).rejects.toThrow('commit failed');
    expect(calls).toEqual([]);
  });

  it("a callback's failure does not fail the committed transaction", async () => {
    const result = await runInTransaction(fakePool().pool, async (tx) => {
      tx.afterCommit(() => {
        throw new Error('wake failed');
      });
      return 'saved';
    });
    expect(result).toBe('saved');
  });
});
