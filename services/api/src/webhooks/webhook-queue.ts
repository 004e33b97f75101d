import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobBoss } from '../jobs/job-boss.js';
import { JobQueue } from '../jobs/job-queue.js';
import { retryLimitFor } from './webhook-retry.js';

/** The pg-boss queue that delivers the webhook outbox: one job per delivery row; a worker in every replica. */
@Injectable()
export class WebhookQueue extends JobQueue {
  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobBoss) {
    super(jobs, {
      name: 'webhook',
      logContext: 'Webhooks',
      workers: 2,
      pollingIntervalSeconds: config.webhooks.pollingIntervalSeconds,
      retryLimit: retryLimitFor(config.webhooks.retryDelaySeconds),
      retryDelaySeconds: config.webhooks.retryDelaySeconds,
      // Well above one attempt's timeout: pg-boss retries an attempt whose worker died.
      expireInSeconds: Math.ceil(config.webhooks.timeoutMs / 1000) + 60,
      worker: { run: true },
    });
  }
}
