import { serverSafety } from '@ferieplan/texts';
import type { DataSource, EntityManager } from 'typeorm';
import { conflict } from '../common/domain-error.js';
import { isSerializationFailure } from '../common/pg-errors.js';

/**
 * Every check-then-write of the API runs here: one transaction, retried when PostgreSQL chose it as
 * the victim of a deadlock (40P01) or a serialization failure (40001). Both roll the whole
 * transaction back, so running it again is safe.
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

export async function runInTransaction<T>(
  dataSource: DataSource,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (!isSerializationFailure(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw conflict(serverSafety.concurrentChange);
      await backoff(attempt);
    }
  }
}
