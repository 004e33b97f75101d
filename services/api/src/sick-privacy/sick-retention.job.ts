import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobBoss } from '../jobs/job-boss.js';
import { SickRetentionService } from './sick-retention.service.js';

/** The pg-boss queue (and schedule) of the nightly retention run. */
export const SICK_RETENTION_QUEUE = 'sick-retention';

/**
 * The nightly retention run as a pg-boss schedule (cron, Europe/Oslo) on the replica's shared pg-boss.
 * pg-boss keeps one schedule per name in the database and sends one job per tick however many replicas
 * run, so each night's deletion happens once.
 */
@Injectable()
export class SickRetentionJob implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobBoss,
    private readonly retention: SickRetentionService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const boss = await this.jobs.ensureQueue(SICK_RETENTION_QUEUE, { retryLimit: 3 });
    await boss.schedule(SICK_RETENTION_QUEUE, this.config.sickRetention.cron, {}, { tz: 'Europe/Oslo' });
    await boss.work(SICK_RETENTION_QUEUE, async () => {
      await this.retention.deleteExpired();
    });
  }
}
