import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobBoss } from '../jobs/job-boss.js';
import { JobQueue } from '../jobs/job-queue.js';

/**
 * The pg-boss queue that delivers the mail outbox: one job per outbox row. The worker runs only when
 * SMTP is configured; without it the mails wait in the outbox.
 */
@Injectable()
export class MailQueue extends JobQueue {
  constructor(@Inject(APP_CONFIG) config: AppConfig, jobs: JobBoss) {
    super(jobs, {
      name: 'mail',
      logContext: 'Mail',
      // Two mails in flight per replica while a backlog drains.
      workers: 2,
      pollingIntervalSeconds: config.mail.pollingIntervalSeconds,
      // pg-boss keeps a margin above our own limit (MailDelivery gives the row up).
      retryLimit: config.mail.maxAttempts + 2,
      retryDelaySeconds: config.mail.retryDelaySeconds,
      expireInSeconds: 120,
      worker: config.mail.smtpUrl
        ? { run: true }
        : {
            run: false,
            reason:
              'SMTP_URL er ikke satt: e-post blir liggende i utboksen (mail_outbox) og sendes når API-et startes med SMTP_URL.',
          },
    });
  }
}
