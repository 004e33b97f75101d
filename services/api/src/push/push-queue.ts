import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobBoss } from '../jobs/job-boss.js';
import { JobQueue } from '../jobs/job-queue.js';

/** The pg-boss queue that delivers the push outbox: one job per message; a worker in every replica. */
@Injectable()
export class PushQueue extends JobQueue {
  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobBoss) {
    const push = config.push;
    super(jobs, {
      name: 'push',
      logContext: 'Push',
      workers: 2,
      pollingIntervalSeconds: push?.pollingIntervalSeconds ?? 2,
      // 30 s, 1, 2, 4 ... minutes: a push later than a few hours is news nobody needs (TTL is 24 h).
      retryLimit: 8,
      retryDelaySeconds: push?.retryDelaySeconds ?? 30,
      expireInSeconds: Math.ceil((push?.timeoutMs ?? 10_000) / 1000) + 60,
      worker: { run: true },
    });
  }
}
