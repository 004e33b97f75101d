import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobBoss } from '../jobs/job-boss.js';
import { JobQueue } from '../jobs/job-queue.js';

/** Attempts of one Slack or Teams message before it is 'Failed' (retries back off exponentially). */
export const CHAT_MAX_ATTEMPTS = 8;

/** The pg-boss queue of the chat outbox: one job per chat_delivery row; a worker in every replica. */
@Injectable()
export class ChatQueue extends JobQueue {
  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobBoss) {
    super(jobs, {
      name: 'chat',
      logContext: 'Chat',
      workers: 2,
      // The webhooks' pacing: the same operator settings govern every outgoing integration.
      pollingIntervalSeconds: config.webhooks.pollingIntervalSeconds,
      retryLimit: CHAT_MAX_ATTEMPTS - 1,
      retryDelaySeconds: config.webhooks.retryDelaySeconds,
      expireInSeconds: Math.ceil(config.webhooks.timeoutMs / 1000) + 60,
      worker: { run: true },
    });
  }
}
