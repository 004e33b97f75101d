import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { JobBoss } from './job-boss.js';
import { JobQueue } from './job-queue.js';

/** A queue as a replica without a worker starts it (no handler needed). */
class ReplicaQueue extends JobQueue {
  constructor(readonly shared: JobBoss) {
    super(shared, {
      name: 'race',
      logContext: 'Jobs',
      workers: 1,
      pollingIntervalSeconds: 1,
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      worker: { run: false, reason: 'test replica' },
    });
  }
}

/** Replicas starting at the same moment on a fresh database all come up (issue 27 saw a deadlock here). */
describe('JobQueue start-up', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
  });
  afterAll(() => database?.drop());

  it('six replicas creating the same queue at once: none fails', async () => {
    const replicas = Array.from({ length: 6 }, () => new ReplicaQueue(new JobBoss(database.url)));
    const started = await Promise.allSettled(replicas.map((replica) => replica.onApplicationBootstrap()));
    await Promise.all(replicas.map((replica) => replica.shared.beforeApplicationShutdown()));
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
  });
});
