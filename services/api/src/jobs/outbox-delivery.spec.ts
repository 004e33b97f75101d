import { describe, expect, it } from 'vitest';
import type { Transaction } from '../database/sql.js';
import { attemptDelivery, type Attempt, type DeliveryStatus, type OutboxChannel } from './outbox-delivery.js';

interface Row {
  attempts: number;
}

/** A channel whose row, send and attempt budget the test sets; it keeps what the loop recorded. */
function channel(options: { row: Row | null; send: () => Promise<Attempt>; maxAttempts?: number }) {
  const recorded: { id: string; status: DeliveryStatus; error: string | null }[] = [];
  let sends = 0;
  const fake: OutboxChannel<Row> = {
    claim: () => Promise.resolve(options.row),
    deliver: () => {
      sends++;
      return options.send();
    },
    isLastAttempt: (row) => row.attempts + 1 >= (options.maxAttempts ?? 3),
    record: (id, _row, attempt, status) => {
      recorded.push({ id, status, error: attempt.error });
      return Promise.resolve();
    },
  };
  return { fake, recorded, sends: () => sends };
}

const tx = {} as Transaction;

describe('the outbox delivery loop (one attempt)', () => {
  it('a row already done, given up or taken by another worker is neither sent nor recorded', async () => {
    const { fake, recorded, sends } = channel({
      row: null,
      send: () => Promise.resolve({ verdict: 'sent', error: null }),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBeNull();
    expect(sends()).toBe(0);
    expect(recorded).toEqual([]);
  });

  it('a delivered row is Succeeded and not retried', async () => {
    const { fake, recorded } = channel({
      row: { attempts: 0 },
      send: () => Promise.resolve({ verdict: 'sent', error: null }),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBeNull();
    expect(recorded).toEqual([{ id: 'r1', status: 'Succeeded', error: null }]);
  });

  it('a failure with attempts left stays Pending and answers the error, so the job is retried', async () => {
    const { fake, recorded } = channel({
      row: { attempts: 0 },
      send: () => Promise.resolve({ verdict: 'retry', error: 'HTTP 503' }),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBe('HTTP 503');
    expect(recorded).toEqual([{ id: 'r1', status: 'Pending', error: 'HTTP 503' }]);
  });

  it('the last attempt failing gives the row up (Failed, no retry)', async () => {
    const { fake, recorded } = channel({
      row: { attempts: 2 },
      send: () => Promise.resolve({ verdict: 'retry', error: 'HTTP 503' }),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBeNull();
    expect(recorded).toEqual([{ id: 'r1', status: 'Failed', error: 'HTTP 503' }]);
  });

  it('an undeliverable row is given up at its first attempt', async () => {
    const { fake, recorded } = channel({
      row: { attempts: 0 },
      send: () => Promise.resolve({ verdict: 'drop', error: 'not connected' }),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBeNull();
    expect(recorded).toEqual([{ id: 'r1', status: 'Failed', error: 'not connected' }]);
  });

  it('a send that throws is a counted attempt to retry, with the thrown message', async () => {
    const { fake, recorded } = channel({
      row: { attempts: 0 },
      send: () => Promise.reject(new Error('connection refused')),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBe('connection refused');
    expect(recorded).toEqual([{ id: 'r1', status: 'Pending', error: 'connection refused' }]);
  });

  it('a retry without a reason still fails the job', async () => {
    const { fake } = channel({
      row: { attempts: 0 },
      send: () => Promise.resolve({ verdict: 'retry', error: null }),
    });
    expect(await attemptDelivery(fake, 'r1', tx)).toBe('failed');
  });
});
