import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SickRetentionService } from './sick-retention.service.js';

/** The pg-boss queue (and schedule) of the nightly retention run. */
export const SICK_RETENTION_QUEUE = 'sick-retention';

/**
 * The nightly retention run as a pg-boss schedule (cron, Europe/Oslo). pg-boss keeps one schedule per
 * name in the database and sends one job per tick however many replicas run, so each night's deletion
 * happens once. Like the mail queue, it connects with a small pool of its own.
 */
@Injectable()
export class SickRetentionJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SickRetention');
  private readonly boss: PgBoss;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly retention: SickRetentionService,
  ) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      max: 2,
      application_name: 'ferieplan-sick-retention',
      supervise: false,
      schedule: true,
    });
    this.boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    await this.ensureQueue();
    await this.boss.schedule(SICK_RETENTION_QUEUE, this.config.sickRetention.cron, {}, { tz: 'Europe/Oslo' });
    await this.boss.work(SICK_RETENTION_QUEUE, async () => {
      await this.retention.deleteExpired();
    });
  }

  /**
   * Replicas starting together may both create the queue: one wins, the other sees a unique violation
   * or a deadlock inside pg-boss's DDL, and then finds the queue (a few tries, briefly apart).
   */
  private async ensureQueue(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(SICK_RETENTION_QUEUE)) return;
      try {
        await this.boss.createQueue(SICK_RETENTION_QUEUE, { name: SICK_RETENTION_QUEUE, retryLimit: 3 });
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code !== '23505' && code !== '40P01') || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
