import { randomUUID } from 'node:crypto';
import type { Provider, Type } from '@nestjs/common';
import { Pool } from 'pg';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { runInContext } from '../observability/request-context.js';
import type { JobQueue } from './job-queue.js';

/** What one attempt came to: delivered, to be tried again later, or never deliverable (given up now). */
export interface Attempt<Detail = never> {
  verdict: 'sent' | 'retry' | 'drop';
  /** Why it was not delivered (null when it was). */
  error: string | null;
  /** What the channel records besides (a status code, the push service's answer); absent when sending threw. */
  detail?: Detail;
}

/** The row's state after the attempt: 'Pending' is retried by pg-boss with backoff. */
export type DeliveryStatus = 'Succeeded' | 'Pending' | 'Failed';

/**
 * One outbox (mail, webhooks, chat, push) as the delivery loop sees it. Everything runs in the
 * attempt's transaction, so the claim's row lock holds until the outcome is written.
 */
export interface OutboxChannel<Row, Detail = never> {
  /** The row locked for this attempt (FOR UPDATE SKIP LOCKED), or null: done, given up, gone or taken. */
  claim(id: string, tx: Transaction): Promise<Row | null>;
  /** Sends it once. A throw counts as a 'retry' with its message. */
  deliver(row: Row, tx: Transaction): Promise<Attempt<Detail>>;
  /** Whether a failed attempt on this row is its last (then it is 'Failed', not retried). */
  isLastAttempt(row: Row, now: Date): boolean;
  /** Writes (and logs) the attempt's outcome. */
  record(
    id: string,
    row: Row,
    attempt: Attempt<Detail>,
    status: DeliveryStatus,
    tx: Transaction,
  ): Promise<void>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One attempt on row `id`: claim, deliver, decide, record. Answers the error to retry with, or null. */
export async function attemptDelivery<Row, Detail>(
  channel: OutboxChannel<Row, Detail>,
  id: string,
  tx: Transaction,
  now = new Date(),
): Promise<string | null> {
  const row = await channel.claim(id, tx);
  if (!row) return null;
  const attempt = await channel
    .deliver(row, tx)
    .catch((error: unknown): Attempt<Detail> => ({ verdict: 'retry', error: messageOf(error) }));
  const status: DeliveryStatus =
    attempt.verdict === 'sent'
      ? 'Succeeded'
      : attempt.verdict === 'drop' || channel.isLastAttempt(row, now)
        ? 'Failed'
        : 'Pending';
  await channel.record(id, row, attempt, status, tx);
  return status === 'Pending' ? (attempt.error ?? 'failed') : null;
}

/**
 * Makes `channel` the queue's worker: each job is one attempt, in the context (request id) of the
 * request that wrote the row and in one transaction. A failed attempt makes the job fail after the
 * commit, so the counted attempt stays and pg-boss retries it later with exponential backoff.
 */
function deliverOutbox<Row, Detail>(queue: JobQueue, pool: Pool, channel: OutboxChannel<Row, Detail>): void {
  queue.setHandler((job) =>
    runInContext({ requestId: job.requestId ?? randomUUID() }, async () => {
      const failure = await runInTransaction(pool, (tx) => attemptDelivery(channel, job.outboxId, tx));
      if (failure) throw new Error(failure);
    }),
  );
}

/** The provider that makes `channel` the worker of `queue`: listed in the outbox's module, beside both. */
export const outboxWorker = (
  queue: Type<JobQueue>,
  channel: Type<OutboxChannel<unknown, unknown>>,
): Provider => ({
  provide: `${channel.name}:worker`,
  inject: [queue, Pool, channel],
  useFactory: (jobs: JobQueue, pool: Pool, worker: OutboxChannel<unknown, unknown>) => {
    deliverOutbox(jobs, pool, worker);
    return worker;
  },
});
