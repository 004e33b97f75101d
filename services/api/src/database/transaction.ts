import { serverSafety } from '@ferieplan/texts';
import type { Pool, PoolClient } from 'pg';
import { conflict } from '../common/domain-error.js';
import { isSerializationFailure } from '../common/pg-errors.js';
import { countQueryError, dbTransactionConflicts, dbTransactionRetries } from '../observability/metrics.js';
import { Transaction } from './sql.js';

/**
 * Every write of the API runs here: one transaction, retried when PostgreSQL chose it as the victim of
 * a deadlock (40P01) or a serialization failure (40001). Both roll the whole transaction back, so
 * running it again is safe.
 *
 * Lock order (documented once, followed everywhere, so that deadlocks stay rare):
 *   1. the organisation row: `FOR NO KEY UPDATE` to serialise the organisation's rules (seat limit,
 *      admin count, approvals, settings), or `FOR KEY SHARE` (what a foreign-key check takes anyway)
 *      when only the rows below are changed;
 *   2. membership rows (`FOR UPDATE`);
 *   3. vacation request, invitation and team rows.
 * `NO KEY UPDATE` rather than `UPDATE`: inserts that reference the organisation (requests, audit) take
 * `KEY SHARE` through their foreign key and must not queue behind, or deadlock with, a rule's lock.
 */
const MAX_ATTEMPTS = 3;

/** 10-40 ms, then 20-80 ms: long enough for the winner to commit, short for the user. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, (10 + Math.random() * 30) * attempt));

export async function runInTransaction<T>(pool: Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(await pool.connect(), work);
    } catch (error) {
      if (!isSerializationFailure(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        dbTransactionConflicts.inc();
        throw conflict(serverSafety.concurrentChange);
      }
      dbTransactionRetries.inc();
      await backoff(attempt);
    }
  }
}

/**
 * BEGIN, the work and COMMIT on one pooled connection; ROLLBACK if any of it fails. A connection that
 * broke meanwhile (its 'error' event, or a failed ROLLBACK) is discarded, not handed out again.
 */
async function once<T>(connection: PoolClient, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  connection.on('error', onError);
  try {
    await connection.query('BEGIN');
    const tx = new Transaction(connection);
    const result = await work(tx);
    // A serialization failure may come at COMMIT; the statements' own errors are counted in sql.ts.
    await connection.query('COMMIT').catch((error: unknown) => {
      countQueryError(error);
      throw error;
    });
    tx.committed();
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch((rollbackFailed: Error) => (broken ??= rollbackFailed));
    throw error;
  } finally {
    connection.off('error', onError);
    connection.release(broken);
  }
}
