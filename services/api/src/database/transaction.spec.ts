import { serverSafety } from '@ferieplan/texts';
import type { DataSource } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../common/domain-error.js';
import { runInTransaction } from './transaction.js';

const pgError = (code: string) =>
  new QueryFailedError('UPDATE ...', [], Object.assign(new Error('pg says no'), { code }));

/** A DataSource whose transaction fails with the given errors, then runs the work. */
function failingTimes(errors: unknown[]) {
  let calls = 0;
  const dataSource = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const error = errors[calls++];
      if (error) throw error;
      return work({});
    },
  } as unknown as DataSource;
  return { dataSource, calls: () => calls };
}

describe('runInTransaction', () => {
  it('runs the transaction again after a deadlock or serialization failure', async () => {
    const { dataSource, calls } = failingTimes([pgError('40P01'), pgError('40001')]);
    await expect(runInTransaction(dataSource, async () => 'done')).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('gives up after 3 attempts with a Norwegian 409, not the database error', async () => {
    const { dataSource, calls } = failingTimes([
      pgError('40P01'),
      pgError('40P01'),
      pgError('40P01'),
      undefined,
    ]);
    const error = await runInTransaction(dataSource, async () => 'never').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict', message: serverSafety.concurrentChange });
    expect(calls()).toBe(3);
  });

  it('does not retry other errors', async () => {
    const unique = pgError('23505');
    const { dataSource, calls } = failingTimes([unique]);
    await expect(runInTransaction(dataSource, async () => 'never')).rejects.toBe(unique);
    expect(calls()).toBe(1);
  });
});
