import { serverSafety } from '@ferieplan/texts';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/domain-error.js';
import { registry } from '../observability/metrics.js';
import { sample } from '../observability/scrape.js';
import { runInTransaction } from './transaction.js';

const pgError = (code: string) => Object.assign(new Error('pg says no'), { code });

const counted = async () => {
  const text = await registry.metrics();
  return {
    retries: sample(text, 'ferieplan_db_transaction_retries_total'),
    conflicts: sample(text, 'ferieplan_db_transaction_conflicts_total'),
  };
};

/** A pool whose connections record what they were sent; ROLLBACK fails with `rollbackError` if given. */
function fakePool(options: { rollbackError?: Error } = {}) {
  const sent: string[] = [];
  const released: unknown[] = [];
  const pool = {
    connect: async () => ({
      query: async (sql: string) => {
        sent.push(sql);
        if (sql === 'ROLLBACK' && options.rollbackError) throw options.rollbackError;
        return { rows: [] };
      },
      on: () => undefined,
      off: () => undefined,
      release: (error?: unknown) => released.push(error),
    }),
  } as unknown as Pool;
  return { pool, sent, released };
}

/** Work that fails with the given errors, one per attempt, then answers 'done'. */
function failingTimes(errors: unknown[]) {
  let calls = 0;
  const work = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return 'done';
  };
  return { work, calls: () => calls };
}

describe('runInTransaction', () => {
  it('commits the work on one connection and hands the connection back', async () => {
    const { pool, sent, released } = fakePool();
    await expect(runInTransaction(pool, async () => 'done')).resolves.toBe('done');
    expect(sent).toEqual(['BEGIN', 'COMMIT']);
    expect(released).toEqual([undefined]);
  });

  it('runs the transaction again after a deadlock or serialization failure', async () => {
    const { pool, sent } = fakePool();
    const { work, calls } = failingTimes([pgError('40P01'), pgError('40001')]);
    const before = await counted();
    await expect(runInTransaction(pool, work)).resolves.toBe('done');
    expect(calls()).toBe(3);
    expect(await counted()).toEqual({ retries: before.retries + 2, conflicts: before.conflicts });
    expect(sent).toEqual(['BEGIN', 'ROLLBACK', 'BEGIN', 'ROLLBACK', 'BEGIN', 'COMMIT']);
  });

  it('gives up after 3 attempts with a Norwegian 409, not the database error', async () => {
    const { pool } = fakePool();
    const { work, calls } = failingTimes([pgError('40P01'), pgError('40P01'), pgError('40P01')]);
    const before = await counted();
    const error = await runInTransaction(pool, work).catch((e: unknown) => e);
    // The metrics: two retries, and the 409 they ended in.
    expect(await counted()).toEqual({ retries: before.retries + 2, conflicts: before.conflicts + 1 });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict', message: serverSafety.concurrentChange });
    expect(calls()).toBe(3);
  });

  it('does not retry other errors, and rolls back', async () => {
    const unique = pgError('23505');
    const { pool, sent, released } = fakePool();
    const { work, calls } = failingTimes([unique]);
    await expect(runInTransaction(pool, work)).rejects.toBe(unique);
    expect(calls()).toBe(1);
    expect(sent).toEqual(['BEGIN', 'ROLLBACK']);
    expect(released).toEqual([undefined]);
  });

  it('discards a connection that cannot roll back, and reports the work error', async () => {
    const broken = new Error('Connection terminated unexpectedly');
    const { pool, released } = fakePool({ rollbackError: broken });
    const { work } = failingTimes([pgError('23505')]);
    await expect(runInTransaction(pool, work)).rejects.toMatchObject({ code: '23505' });
    expect(released).toEqual([broken]);
  });
});
